import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import type { DeskLive } from './live-desk';

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
