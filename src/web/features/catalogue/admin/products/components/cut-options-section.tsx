import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cutGroupLabel, cutValueLabel } from '@/shared/catalogue/cut-labels';
import {
  CUT_GROUPS,
  CUT_VALUES,
  type CutGroup,
  type CutOptions,
  NO_CUT_OPTIONS,
} from '@/shared/catalogue/cuts';
import { languageFromSetting } from '@/shared/i18n/language';
import { Checkbox } from '@/web/components/ui/checkbox';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { useShopUnits } from '@/web/lib/settings';
import type { EditorValues } from '../lib/editor-values';
import { NumberInput } from './number-input';

type Offer = CutOptions['groups'][number];

/** Offering a group starts with all its values, free; staff untick and price them. */
const fullOffer = (group: CutGroup): Offer => ({
  group,
  required: false,
  values: CUT_VALUES[group].map((value) => ({ value, priceCents: 0 })),
});

/**
 * The cut options the product offers (issue 41, decision 091): which groups of the fixed
 * vocabulary, which of their values, a price per value (per unit, cents) and whether the choice is
 * required; and whether the customer may write a note. Words come from the shared vocabulary.
 */
export function CutOptionsSection() {
  const { t, i18n } = useTranslation('productsAdmin');
  const language = languageFromSetting(i18n.language);
  const units = useShopUnits();
  const { control } = useFormContext<EditorValues>();
  const error = useFieldError('cutOptions');
  return (
    <FormSection legend={t('editor.cutsSection')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('editor.cutsHint')}</p>
      <Controller
        control={control}
        name="cutOptions"
        render={({ field }) => {
          const options = (field.value as CutOptions | undefined) ?? NO_CUT_OPTIONS;
          const set = (groups: Offer[], note = options.note) => field.onChange({ groups, note });
          const offerOf = (group: CutGroup) => options.groups.find((g) => g.group === group);
          const change = (group: CutGroup, next: Offer | null) =>
            set(
              next === null
                ? options.groups.filter((g) => g.group !== group)
                : offerOf(group)
                  ? options.groups.map((g) => (g.group === group ? next : g))
                  : [...options.groups, next],
            );
          return (
            <div className="space-y-3" data-testid="cut-options-editor">
              {CUT_GROUPS.map((group) => {
                const offer = offerOf(group);
                const name = cutGroupLabel(group, language);
                return (
                  <div key={group} className="rounded-2xl bg-parchment/50 p-3 ring-1 ring-line/60">
                    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
                      <label className="flex items-center gap-2 font-medium text-ink">
                        <Checkbox
                          className="size-4"
                          checked={Boolean(offer)}
                          onChange={() => change(group, offer ? null : fullOffer(group))}
                        />
                        {name}
                      </label>
                      {offer && group !== 'grind' && (
                        <label className="flex items-center gap-2 text-ink-soft">
                          <Checkbox
                            className="size-4"
                            checked={offer.required}
                            onChange={() => change(group, { ...offer, required: !offer.required })}
                          />
                          {t('editor.cutsRequired')}
                        </label>
                      )}
                    </div>
                    {offer && (
                      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                        {CUT_VALUES[group].map((value) => {
                          const chosen = offer.values.find((v) => v.value === value);
                          const label = cutValueLabel(group, value, language, units);
                          return (
                            <li key={value} className="flex items-center gap-2 text-sm">
                              <label className="flex min-w-0 flex-1 items-center gap-2">
                                <Checkbox
                                  className="size-4"
                                  checked={Boolean(chosen)}
                                  onChange={() =>
                                    change(group, {
                                      ...offer,
                                      values: chosen
                                        ? offer.values.filter((v) => v.value !== value)
                                        : CUT_VALUES[group]
                                            .filter(
                                              (v) => v === value || offer.values.some((o) => o.value === v),
                                            )
                                            .map(
                                              (v) =>
                                                offer.values.find((o) => o.value === v) ?? {
                                                  value: v,
                                                  priceCents: 0,
                                                },
                                            ),
                                    })
                                  }
                                />
                                <span className="truncate text-ink">{label}</span>
                              </label>
                              {chosen && (
                                <NumberInput
                                  className="h-9 w-24"
                                  aria-label={t('editor.cutsPrice', { option: `${name}: ${label}` })}
                                  value={chosen.priceCents}
                                  onChange={(cents) =>
                                    change(group, {
                                      ...offer,
                                      values: offer.values.map((v) =>
                                        v.value === value ? { ...v, priceCents: cents ?? 0 } : v,
                                      ),
                                    })
                                  }
                                />
                              )}
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </div>
                );
              })}
              <label className="flex items-center gap-2 text-sm text-ink">
                <Checkbox
                  className="size-4"
                  checked={options.note}
                  onChange={() => set(options.groups, !options.note)}
                />
                {t('editor.cutsNote')}
              </label>
            </div>
          );
        }}
      />
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </FormSection>
  );
}
