import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { type DeskLive, NOTIFY_ASKED_KEY } from './live-desk';

function askedBefore(): boolean {
  try {
    return globalThis.localStorage?.getItem(NOTIFY_ASKED_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberAsked() {
  try {
    globalThis.localStorage?.setItem(NOTIFY_ASKED_KEY, 'yes');
  } catch {
    // Private mode: asked again next visit, no harm.
  }
}

/** "Ao vivo" or the polling fallback, said in words beside a dot (never by the colour alone). */
export function LiveState({ live }: { live: DeskLive }) {
  const { t } = useTranslation('live');
  return (
    <p className="flex items-center gap-2 text-sm text-ink-soft" data-live-state={live.state}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-2.5 rounded-full',
          live.state === 'live' ? 'bg-emerald-600' : live.state === 'connecting' ? 'bg-gold' : 'bg-muted',
        )}
      />
      <span className={live.state === 'live' ? 'font-semibold text-ink' : undefined}>
        {live.state === 'live'
          ? t('state.live')
          : live.state === 'connecting'
            ? t('state.connecting')
            : t('state.fallback')}
      </span>
    </p>
  );
}

/**
 * Asked once, politely, and only where the browser can notify and has not been answered yet:
 * a notification when an order arrives while the tab is hidden. "Agora não" is remembered too.
 */
export function NotifyPrompt() {
  const { t } = useTranslation('live');
  const Notice = globalThis.Notification;
  const [hidden, setHidden] = useState(() => Notice?.permission !== 'default' || askedBefore());
  if (hidden) return null;
  const close = () => {
    rememberAsked();
    setHidden(true);
  };
  return (
    <section
      aria-label={t('notify.allow')}
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-parchment/70 p-3 text-sm text-ink ring-1 ring-line/60 sm:p-4"
    >
      <BellRing aria-hidden="true" className="size-5 shrink-0 text-brand" />
      <p className="min-w-[14rem] flex-1">{t('notify.ask')}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => {
            void Notice?.requestPermission().finally(close);
          }}
        >
          {t('notify.allow')}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          {t('notify.later')}
        </Button>
      </div>
    </section>
  );
}
