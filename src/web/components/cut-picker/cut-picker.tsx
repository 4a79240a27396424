import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cutGroupLabel, cutValueLabel } from '@/shared/catalogue/cut-labels';
import { CUT_NOTE_MAX, type CutChoice, type CutGroup, type CutOptions } from '@/shared/catalogue/cuts';
import type { Language } from '@/shared/i18n/language';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import { useMoney } from '@/web/lib/money';
import { useShopUnits } from '@/web/lib/settings';
import './cuts-i18n';

/** The picker's state: the value chosen per group ('' = no preference) and the note. */
export type CutPick = { values: Partial<Record<CutGroup, string>>; note: string };
export const EMPTY_CUT_PICK: CutPick = { values: {}, note: '' };

/**
 * The choice already made in the server-drawn page before the app answered (decision 100): the
 * checked radios (`data-cut` names their group) and the note typed. Read once after hydration so
 * the picker takes it over instead of resetting it to "no preference".
 */
export function cutPickInPage(node: ParentNode, options: CutOptions): CutPick | null {
  const values: CutPick['values'] = {};
  for (const input of node.querySelectorAll<HTMLInputElement>('input[type="radio"][data-cut]:checked')) {
    const group = input.dataset.cut as CutGroup;
    const offer = options.groups.find((g) => g.group === group);
    if (input.value && offer?.values.some((v) => v.value === input.value)) values[group] = input.value;
  }
  const note = node.querySelector<HTMLTextAreaElement>('[data-cut-note]')?.value ?? '';
  return Object.keys(values).length || note ? { values, note } : null;
}

/** Whether a group is shown: grind only once "ground" is the form chosen. */
const shown = (group: CutGroup, pick: CutPick) => group !== 'grind' || pick.values.form === 'ground';

/** The choice the cart API receives (null: nothing chosen). */
export function cutChoiceOf(options: CutOptions, pick: CutPick): CutChoice | null {
  const choices = options.groups
    .filter((g) => shown(g.group, pick) && pick.values[g.group])
    .map((g) => ({ group: g.group, value: pick.values[g.group] as string }));
  const note = pick.note.trim() || null;
  return choices.length || note ? { choices, note } : null;
}

/** A required group (or grind after "ground") left without a value: the add waits for it. */
export const cutPickMissing = (options: CutOptions, pick: CutPick) =>
  options.groups.some(
    (g) => shown(g.group, pick) && (g.required || g.group === 'grind') && !pick.values[g.group],
  );

/** The chosen values' price per unit. */
export const cutPickUnitCents = (options: CutOptions, pick: CutPick) =>
  options.groups.reduce((sum, g) => {
    if (!shown(g.group, pick)) return sum;
    return sum + (g.values.find((v) => v.value === pick.values[g.group])?.priceCents ?? 0);
  }, 0);

const option =
  'flex cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm ring-1 ring-line hover:ring-ink-soft has-[:checked]:bg-ink has-[:checked]:text-white has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand';

/**
 * Cut options on the product page and in the quick add (issue 41, decision 091): one radio group
 * per option the product offers (an optional one starts on "no preference"), the price a value
 * adds, and the note line for the rest.
 */
export function CutPicker({
  options,
  pick,
  onChange,
}: {
  options: CutOptions;
  pick: CutPick;
  onChange: (pick: CutPick) => void;
}) {
  const { t } = useTranslation('cuts');
  const { i18n } = useTranslation();
  const language = (i18n.language || 'pt-BR') as Language;
  const units = useShopUnits();
  const money = useMoney();
  const noteId = useId();
  const name = useId();
  const set = (group: CutGroup, value: string) =>
    onChange({ ...pick, values: { ...pick.values, [group]: value } });

  return (
    <section aria-labelledby={`${name}-title`} className="space-y-4" data-testid="cut-picker">
      <div>
        <h2 id={`${name}-title`} className="font-sans text-sm font-semibold text-ink">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('hint')}</p>
      </div>
      {options.groups
        .filter((g) => shown(g.group, pick))
        .map((g) => {
          const required = g.required || g.group === 'grind';
          return (
            <fieldset key={g.group}>
              <legend className="mb-2 text-sm text-ink">
                {cutGroupLabel(g.group, language)}{' '}
                <span className="text-xs text-muted">({required ? t('requiredMark') : t('optional')})</span>
              </legend>
              <div className="flex flex-wrap gap-2">
                {!required && (
                  <label className={option}>
                    <input
                      type="radio"
                      data-cut={g.group}
                      className="sr-only"
                      name={`${name}-${g.group}`}
                      value=""
                      checked={!pick.values[g.group]}
                      onChange={() => set(g.group, '')}
                    />
                    {t('none')}
                  </label>
                )}
                {g.values.map((v) => (
                  <label key={v.value} className={option}>
                    <input
                      type="radio"
                      data-cut={g.group}
                      className="sr-only"
                      name={`${name}-${g.group}`}
                      value={v.value}
                      checked={pick.values[g.group] === v.value}
                      onChange={() => set(g.group, v.value)}
                    />
                    {cutValueLabel(g.group, v.value, language, units)}
                    {v.priceCents > 0 && (
                      <span className="tabular-nums opacity-80">+{money(v.priceCents)}</span>
                    )}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      {options.note && (
        <div>
          <label htmlFor={noteId} className="mb-2 block text-sm text-ink">
            {t('note')} <span className="text-xs text-muted">({t('optional')})</span>
          </label>
          <CountedTextarea
            id={noteId}
            data-cut-note=""
            rows={1}
            limit={CUT_NOTE_MAX}
            value={pick.note}
            placeholder={t('notePlaceholder')}
            onChange={(event) => onChange({ ...pick, note: event.target.value })}
            aria-describedby={`${noteId}-hint`}
          />
          <p id={`${noteId}-hint`} className="mt-1 text-xs text-muted">
            {t('noteHint', { max: CUT_NOTE_MAX })}
          </p>
        </div>
      )}
      {cutPickMissing(options, pick) && (
        <p className="text-xs text-muted" data-testid="cuts-required">
          {t('required')}
        </p>
      )}
    </section>
  );
}
