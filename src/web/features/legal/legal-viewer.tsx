import * as Tooltip from '@radix-ui/react-tooltip';
import DOMPurify from 'dompurify';
import { ChevronLeft, ChevronRight, List, X } from 'lucide-react';
import { type Dispatch, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLegalDocument, resolveLegalLanguage } from '@/shared/legal/documents';
import type { LegalViewerEvent, LegalViewerState } from '@/shared/legal/viewer-state';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/cn';
import { useSettings } from '@/web/lib/settings';
import './i18n';

/** SPEC §9: tooltips open after 700 ms; moving between them within 300 ms skips the delay. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_MS = 300;

const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'h4', 'a', 'br'];

/** Section bodies are HTML that staff may edit one day: sanitised, so they can never run scripts. */
const sanitize = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'] });

function Hint({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-[70] rounded-lg bg-charcoal px-2.5 py-1.5 text-xs text-cream shadow"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

export function LegalViewer({
  state,
  dispatch,
  returnFocusTo,
}: {
  state: Extract<LegalViewerState, { open: true }>;
  dispatch: Dispatch<LegalViewerEvent>;
  returnFocusTo: HTMLElement | null;
}) {
  const { t, i18n } = useTranslation('legal');
  const { data: settings } = useSettings();
  const [indexOpen, setIndexOpen] = useState(false);
  const document = useMemo(
    () =>
      getLegalDocument(state.type, resolveLegalLanguage(i18n.language), {
        brandName: settings?.brandName ?? '',
        contactEmail: settings?.contact.email ?? '',
        contactPhone: settings?.contact.phone ?? '',
      }),
    [state.type, i18n.language, settings],
  );
  const total = document.content.length;
  const section = document.content[state.index];
  const first = state.index === 0;
  const last = state.index === total - 1;
  const html = useMemo(() => sanitize(section?.content ?? ''), [section]);

  const navButton =
    'inline-flex h-11 items-center gap-1.5 rounded-full px-5 text-sm font-medium ring-1 ring-line transition-colors hover:bg-parchment disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_MS}>
      <Dialog open onOpenChange={(open) => !open && dispatch({ kind: 'close' })}>
        <DialogContent
          layout="full"
          overlayProps={{ 'data-testid': 'legal-backdrop' } as React.ComponentProps<'div'>}
          aria-describedby={undefined}
          tabIndex={-1}
          // Focus the dialog itself, not its first button, so no tooltip pops up on opening.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          <header className="flex items-start gap-4 border-b border-line px-5 py-4 sm:px-8 sm:py-5">
            <div className="min-w-0 flex-1">
              <DialogTitle className="sm:text-3xl">{document.title}</DialogTitle>
              <p className="mt-1 text-sm text-muted">
                {t('updatedAt')} {document.lastUpdated}
              </p>
            </div>
            <Hint label={t('closeHint')}>
              <DialogClose className="inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-medium text-ink-soft ring-1 ring-line hover:bg-parchment">
                <X aria-hidden="true" className="size-4" />
                {t('close')}
              </DialogClose>
            </Hint>
          </header>

          <div className="flex min-h-0 flex-1 flex-col md:flex-row">
            <nav
              aria-labelledby="legal-index-title"
              className="border-b border-line bg-parchment/50 md:w-72 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0"
            >
              <div className="flex items-center justify-between px-5 py-3 md:px-6 md:pt-5">
                <h2 id="legal-index-title" className="font-display text-lg text-ink">
                  {t('index')}
                </h2>
                <button
                  type="button"
                  aria-expanded={indexOpen}
                  aria-controls="legal-index-list"
                  onClick={() => setIndexOpen((v) => !v)}
                  className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-ink-soft ring-1 ring-line md:hidden"
                >
                  <List aria-hidden="true" className="size-4" />
                  {indexOpen ? t('hideIndex') : t('showIndex')}
                </button>
              </div>
              <ol
                id="legal-index-list"
                className={cn(
                  'max-h-[40vh] overflow-y-auto px-3 pb-3 md:block md:max-h-none',
                  !indexOpen && 'hidden',
                )}
              >
                {document.content.map((entry, index) => (
                  <li key={entry.title}>
                    <button
                      type="button"
                      aria-current={index === state.index ? 'true' : undefined}
                      onClick={() => {
                        dispatch({ kind: 'jump', index, total });
                        setIndexOpen(false);
                      }}
                      className={cn(
                        'flex w-full gap-2 rounded-xl px-3 py-2 text-left text-sm transition-colors',
                        index === state.index
                          ? 'bg-white font-medium text-brand shadow-sm'
                          : 'text-ink-soft hover:bg-white/70',
                      )}
                    >
                      <span className="tabular-nums text-muted">{index + 1}.</span>
                      {entry.title}
                    </button>
                  </li>
                ))}
              </ol>
            </nav>

            <article className="min-h-0 flex-1 overflow-y-auto px-5 py-6 sm:px-10 sm:py-8">
              <h3 className="font-display text-2xl text-ink">
                {state.index + 1}. {section?.title}
              </h3>
              <div
                className="legal-body mt-4 max-w-3xl space-y-4 text-base leading-relaxed text-ink-soft [&_a]:text-brand [&_a]:underline [&_h3]:mt-6 [&_h3]:font-display [&_h3]:text-lg [&_h3]:text-ink [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-ink"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </article>
          </div>

          <footer className="flex items-center justify-between gap-3 border-t border-line px-5 py-3 sm:px-8">
            <Hint label={t('previousHint')}>
              <button
                type="button"
                className={navButton}
                disabled={first}
                onClick={() => dispatch({ kind: 'previous' })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('previous')}
              </button>
            </Hint>
            <p className="text-sm tabular-nums text-muted" aria-live="polite">
              {t('counter', { current: state.index + 1, total })}
            </p>
            <Hint label={t('nextHint')}>
              <button
                type="button"
                className={navButton}
                disabled={last}
                onClick={() => dispatch({ kind: 'next', total })}
              >
                {t('next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </Hint>
          </footer>
        </DialogContent>
      </Dialog>
    </Tooltip.Provider>
  );
}
