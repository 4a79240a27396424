import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DEPOSIT_KINDS, type DepositKind } from '@/shared/campaigns/rules';
import type { CampaignSaveInput } from '@/shared/campaigns/schemas';
import type { CampaignView } from '@/shared/campaigns/types';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { formatCampaignDay } from '../format';
import { productVariations, searchProducts, useSaveCampaign, useStaffCampaign } from './api';
import { campaignPaths } from './paths';
import '../i18n';

type Size = { variationId: string; label: string };
type Draft = Omit<CampaignSaveInput, 'slots'> & {
  days: string[];
  sizes: Size[];
  capacity: Record<string, number>;
};

const cell = (day: string, variationId: string) => `${day}|${variationId}`;

function draftOf(c: CampaignView | undefined): Draft {
  if (!c)
    return {
      namePt: '',
      nameEn: '',
      slug: '',
      ordersFrom: '',
      ordersUntil: '',
      active: true,
      depositKind: 'none',
      depositValue: 0,
      days: [],
      sizes: [],
      capacity: {},
    };
  return {
    namePt: c.namePt,
    nameEn: c.nameEn,
    slug: c.slug,
    ordersFrom: c.ordersFrom,
    ordersUntil: c.ordersUntil,
    active: c.active,
    depositKind: c.depositKind,
    depositValue: c.depositValue,
    days: [...new Set(c.slots.map((s) => s.day))].sort(),
    sizes: c.sizes.map((s) => ({
      variationId: s.variationId,
      label: `${s.productName} — ${s.variationName}`,
    })),
    capacity: Object.fromEntries(c.slots.map((s) => [cell(s.day, s.variationId), s.capacity])),
  };
}

/**
 * A campaign's editor (issue 41): names in both languages, address, order period, deposit, and the
 * grid of days × sizes with each one's capacity. The server checks it all again (the shared schema,
 * the places already taken).
 */
export default function CampaignEditorPage() {
  const { id = '' } = useParams();
  const existing = useStaffCampaign(id);
  if (id && existing.isPending) return <Skeleton role="status" className="h-64 rounded-3xl" />;
  return <Editor key={id} id={id || null} campaign={existing.data?.campaign} />;
}

function Editor({ id, campaign }: { id: string | null; campaign: CampaignView | undefined }) {
  const { t, i18n } = useTranslation('campaigns');
  const server = useServerMessages();
  const navigate = useNavigate();
  const save = useSaveCampaign(id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(campaign));
  const [newDay, setNewDay] = useState('');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ id: string; name: string }[]>([]);
  const [error, setError] = useState('');
  useEffect(() => setDraft(draftOf(campaign)), [campaign]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function find() {
    const answer = await searchProducts(search);
    setFound(answer.items.map((p) => ({ id: p.id, name: p.name })));
  }
  async function addProduct(productId: string) {
    const { product } = await productVariations(productId);
    const sizes = product.variations.map((v) => ({
      variationId: v.id,
      label: `${product.name} — ${v.name}`,
    }));
    setDraft((d) => ({
      ...d,
      sizes: [...d.sizes, ...sizes.filter((s) => !d.sizes.some((x) => x.variationId === s.variationId))],
    }));
    setFound([]);
  }
  async function onSave() {
    const { days, sizes, capacity, ...rest } = draft;
    const slots = days.flatMap((day) =>
      sizes.map((s) => ({
        day,
        variationId: s.variationId,
        capacity: capacity[cell(day, s.variationId)] ?? 0,
      })),
    );
    try {
      await save.mutateAsync({ ...rest, depositValue: Number(rest.depositValue) || 0, slots });
      notify('success', t('admin.saved'));
      navigate(campaignPaths.list);
    } catch (e) {
      const fields = server.fields(e);
      setError(Object.values(fields ?? {})[0] ?? server.error(e, t('admin.loadError')));
    }
  }

  const text = (key: 'namePt' | 'nameEn' | 'slug') => (
    <label className="grid gap-1 text-sm font-medium text-ink">
      {t(`admin.fields.${key}`)}
      <Input value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </label>
  );
  const date = (key: 'ordersFrom' | 'ordersUntil') => (
    <label className="grid gap-1 text-sm font-medium text-ink">
      {t(`admin.fields.${key}`)}
      <Input type="date" value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </label>
  );

  return (
    <div className="max-w-5xl space-y-6">
      <AdminPageHeader title={campaign ? campaign.namePt : t('admin.new')} lead={t('admin.lead')} />
      {error && <FormAlert>{error}</FormAlert>}
      <div className="grid gap-4 rounded-3xl bg-white p-5 ring-1 ring-line sm:grid-cols-2">
        {text('namePt')}
        {text('nameEn')}
        {text('slug')}
        <label className="flex items-center gap-2 self-end text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={draft.active ?? true}
            onChange={(e) => set('active', e.target.checked)}
          />
          {t('admin.fields.active')}
        </label>
        {date('ordersFrom')}
        {date('ordersUntil')}
        <label className="grid gap-1 text-sm font-medium text-ink">
          {t('admin.fields.depositKind')}
          <Select
            value={draft.depositKind}
            onChange={(e) => set('depositKind', e.target.value as DepositKind)}
          >
            {DEPOSIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.depositKinds.${k}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink">
          {t('admin.fields.depositValue')}
          <Input
            type="number"
            min={0}
            value={draft.depositValue}
            disabled={draft.depositKind === 'none'}
            onChange={(e) => set('depositValue', Number(e.target.value))}
          />
        </label>
      </div>

      <div className="space-y-4 rounded-3xl bg-white p-5 ring-1 ring-line">
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-ink">
            {t('admin.fields.day')}
            <Input type="date" value={newDay} onChange={(e) => setNewDay(e.target.value)} />
          </label>
          <Button
            variant="secondary"
            onClick={() => {
              if (newDay && !draft.days.includes(newDay)) set('days', [...draft.days, newDay].sort());
              setNewDay('');
            }}
          >
            {t('admin.addDay')}
          </Button>
          <label className="grid gap-1 text-sm font-medium text-ink">
            {t('admin.fields.productSearch')}
            <Input value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          <Button variant="secondary" onClick={() => void find()}>
            {t('admin.addSize')}
          </Button>
        </div>
        {found.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {found.map((p) => (
              <li key={p.id}>
                <Button size="sm" variant="secondary" onClick={() => void addProduct(p.id)}>
                  {p.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {draft.days.length > 0 && draft.sizes.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.fields.capacity')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {t('admin.fields.variation')}
                  </th>
                  {draft.days.map((day) => (
                    <th key={day} scope="col" className="py-1 pr-3 font-medium">
                      {formatCampaignDay(day, i18n.language, 'short')}
                      <button
                        type="button"
                        className="ml-1 text-xs text-ink-soft underline"
                        onClick={() =>
                          set(
                            'days',
                            draft.days.filter((d) => d !== day),
                          )
                        }
                      >
                        {t('admin.removeRow')}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {draft.sizes.map((s) => (
                  <tr key={s.variationId} className="border-t border-line">
                    <th scope="row" className="py-1.5 pr-3 font-medium">
                      {s.label}
                      <button
                        type="button"
                        className="ml-1 text-xs text-ink-soft underline"
                        onClick={() =>
                          set(
                            'sizes',
                            draft.sizes.filter((x) => x.variationId !== s.variationId),
                          )
                        }
                      >
                        {t('admin.removeRow')}
                      </button>
                    </th>
                    {draft.days.map((day) => (
                      <td key={day} className="py-1.5 pr-3">
                        <Input
                          type="number"
                          min={0}
                          aria-label={`${t('admin.fields.capacity')} ${s.label} ${day}`}
                          className="w-24"
                          value={draft.capacity[cell(day, s.variationId)] ?? 0}
                          onChange={(e) =>
                            set('capacity', {
                              ...draft.capacity,
                              [cell(day, s.variationId)]: Number(e.target.value),
                            })
                          }
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => void onSave()} disabled={save.isPending}>
          {t('admin.save')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(campaignPaths.list)}>
          {t('admin.cancel')}
        </Button>
      </div>
    </div>
  );
}
