import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countText, isNearTextLimit } from '@/shared/text-limits';
import { cn } from '@/web/lib/cn';
import { registerNamespace } from '@/web/lib/i18n';
import { textCount as en } from '@/web/locales/en/text-count';
import { textCount as pt } from '@/web/locales/pt-BR/text-count';
import { Textarea } from './textarea';

// Loaded with the forms that have a long text, never with the home page's first load (decision 004).
registerNamespace('textCount', pt, en);

export type CountedTextareaProps = Omit<React.ComponentProps<'textarea'>, 'maxLength'> & {
  /** The field's limit, from the shared table (`TEXT_LIMITS`, decision 110): also its `maxLength`. */
  limit: number;
};

/**
 * A long text with its count under it, "123/1000" (decision 110): muted, in the warning colour
 * from 90 % of the limit on; only then is "27 characters left" announced, politely, to screen
 * readers (a hidden live text the field points at). Controlled (`value`) or registered with a form
 * (counted from the field itself, so a reset or a default is counted too).
 */
export function CountedTextarea({
  limit,
  className,
  ref,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: CountedTextareaProps) {
  const { t, i18n } = useTranslation('textCount');
  const liveId = `${useId()}-count`;
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [typed, setTyped] = useState(0);
  // A registered field is filled or emptied without typing (its default value, a reset): read it
  // after each render. Unchanged lengths do not render again.
  useEffect(() => {
    if (own.current) setTyped(own.current.value.length);
  });
  const length = props.value === undefined ? typed : String(props.value).length;
  const near = isNearTextLimit(length, limit);
  const language = i18n.language || 'pt-BR';
  return (
    <div>
      <Textarea
        {...props}
        ref={(element) => {
          own.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        maxLength={limit}
        onChange={(event) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        aria-describedby={[describedBy, near ? liveId : undefined].filter(Boolean).join(' ') || undefined}
        className={className}
      />
      <p
        aria-hidden="true"
        data-testid="text-count"
        className={cn(
          'mt-1 text-right text-xs tabular-nums',
          near ? 'font-medium text-ember-dark' : 'text-muted',
        )}
      >
        {countText(length, language)}/{countText(limit, language)}
      </p>
      <p id={liveId} aria-live="polite" className="sr-only">
        {near ? t('left', { count: Math.max(limit - length, 0), max: countText(limit, language) }) : ''}
      </p>
    </div>
  );
}
