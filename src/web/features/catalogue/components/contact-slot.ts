import type * as React from 'react';

/**
 * The contact form some catalogue pages show (features/contact). The app hands it in, so the
 * catalogue does not import another feature (STYLE habit 9).
 */
export type ContactSlot = React.ComponentType<{ className?: string; headingLevel?: 'h2' | 'h3' }>;
