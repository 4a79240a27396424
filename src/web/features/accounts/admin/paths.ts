import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';

/** The users section's pages below its own, relative to it (declared in ./section.tsx). */
export const userPages = { privacy: 'privacidade', item: ':id' } as const;

/** The privacy requests (decision 047): below the section, for manage_clientes. */
export const privacyRequestsPath = `${ADMIN_SECTIONS.users.path}/${userPages.privacy}`;
