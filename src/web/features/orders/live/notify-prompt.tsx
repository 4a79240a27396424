import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { NOTIFY_ASKED_KEY } from './live-desk';

/** The browser's notification door as the prompt needs it (the real one, or a test's). */
type NoticeApi = {
  permission: NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
};

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

/**
 * Whether to ask (issue 39, decision 099): only where the browser can notify, has not been
 * answered yet (granted or blocked), and staff did not already answer or put it off here.
 */
export function shouldAskNotify(notice: NoticeApi | undefined, asked = askedBefore()): boolean {
  return !!notice && notice.permission === 'default' && !asked;
}

/**
 * Asked once, politely, on whichever admin page staff are (the shell shows it): a small banner,
 * and the browser's own question only after "Ativar avisos" is clicked — never on load.
 * "Agora não" is remembered too.
 */
export function NotifyPrompt() {
  const { t } = useTranslation('live');
  const notice = globalThis.Notification as NoticeApi | undefined;
  const [hidden, setHidden] = useState(() => !shouldAskNotify(notice));
  if (hidden) return null;
  const close = () => {
    rememberAsked();
    setHidden(true);
  };
  return (
    <section
      aria-label={t('notify.allow')}
      data-testid="notify-prompt"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl bg-parchment/70 p-3 text-sm text-ink ring-1 ring-line/60 sm:p-4"
    >
      <BellRing aria-hidden="true" className="size-5 shrink-0 text-brand" />
      <p className="min-w-[14rem] flex-1">{t('notify.ask')}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => {
            void notice?.requestPermission().finally(close);
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
