import { ArrowLeft, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { Checkbox } from '@/web/components/ui/checkbox';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { usePreview, useSendableCoupons } from './api/sending';
import { Recipients } from './components/recipients';
import './i18n';

/** The §9 text of each chosen coupon, as the customer will read it (WhatsApp's *bold* kept as typed). */
function Preview({ couponIds }: { couponIds: string[] }) {
  const { t } = useTranslation('coupons');
  const server = useServerMessages();
  const preview = usePreview(couponIds);
  if (couponIds.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{t('send.preview')}</h3>
      {preview.isPending ? (
        <p className="mt-2 text-sm text-ink-soft">{t('send.previewLoading')}</p>
      ) : preview.error ? (
        <FormAlert className="mt-2">{server.error(preview.error, t('send.loadError'))}</FormAlert>
      ) : (
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          {preview.data.messages.map((m) => (
            <pre
              key={m.couponId}
              data-preview={m.code}
              className="rounded-2xl bg-[#e7f7dc] p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink shadow-card ring-1 ring-line/40"
            >
              {m.text}
            </pre>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * /admin/cupons/enviar: step 1 the valid coupons and the message preview, step 2 the customers
 * (who may receive and why not) with single and bulk sends (issue 18, decision 044). Admins only.
 */
/** A manager may see coupons but not send them (decision 044): told so instead of a refused call. */
export default function SendCouponsPage() {
  const { permissions } = useAuth();
  if (!permissions.includes('manage_system_settings')) return <ReadOnly />;
  return <SendCouponsPageInner />;
}

function ReadOnly() {
  const { t } = useTranslation('coupons');
  return <FormAlert>{t('readOnly')}</FormAlert>;
}

function SendCouponsPageInner() {
  const { t } = useTranslation('coupons');
  usePageTitle(t('send.title'));
  const query = useSendableCoupons();
  const [chosen, setChosen] = useState<string[]>([]);
  const valid = query.data?.coupons.filter((c) => c.state === 'active') ?? [];
  const couponIds = chosen.filter((id) => valid.some((c) => c.id === id));

  return (
    <div>
      <Link
        to={ADMIN_SECTIONS.coupons.path}
        className="inline-flex items-center gap-1.5 text-sm text-ink-soft hover:text-brand"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <h1 className="mt-3 text-4xl text-ink">{t('send.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('send.lead')}</p>

      <section aria-labelledby="coupons-step" className="mt-8">
        <h2 id="coupons-step" className="text-2xl text-ink">
          {t('send.couponsStep')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('send.couponsHint')}</p>
        <div className="mt-4">
          <ListLoad
            query={query}
            texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
            placeholder={<ListSkeleton label={t('loading')} rows={2} lead="size-6 rounded-md" />}
          >
            {valid.length === 0 ? (
              <EmptyState icon={TicketPercent} title={t('send.noValid')} body={t('send.couponsHint')} />
            ) : (
              // Named by the step's heading: a hidden legend would say "1. Cupons" a second time.
              <fieldset aria-labelledby="coupons-step" className="flex flex-wrap gap-3">
                {valid.map((c) => (
                  <label
                    key={c.id}
                    className="flex cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-line/60 has-[:checked]:ring-2 has-[:checked]:ring-brand"
                  >
                    <Checkbox
                      className="size-5"
                      checked={chosen.includes(c.id)}
                      onChange={(e) =>
                        setChosen((old) =>
                          e.target.checked ? [...old, c.id] : old.filter((id) => id !== c.id),
                        )
                      }
                    />
                    <span>
                      <span className="block font-semibold text-ink">{c.code}</span>
                      <span className="block text-xs text-muted">{c.name}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
          </ListLoad>
        </div>
        <Preview couponIds={couponIds} />
      </section>

      <Recipients couponIds={couponIds} />
    </div>
  );
}
