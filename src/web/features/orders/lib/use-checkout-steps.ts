import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import {
  checkoutSteps,
  firstIncomplete,
  initialCollapsed,
  nextStep,
  type QuoteFacts,
  STEP_IDS,
  type StepId,
  type StepState,
  stepOfField,
} from './checkout-steps';

const ALL_OPEN: Record<StepId, boolean> = { delivery: false, contact: false, review: false };

/** The fields each step holds, for "Continuar" to check only its own. */
const FIELDS: Record<StepId, string[]> = {
  delivery: ['fulfilment', 'storeId', 'address', 'date', 'windowId'],
  contact: ['email', 'fullName', 'phoneCountry', 'phone', 'paymentMethod'],
  review: ['notes', 'itemNotes'],
};

/**
 * The checkout's steps on a phone (decision 104): which are complete (the checkout's schema on
 * what is typed, and the quote's facts), which are folded, and the moves: open one ("Alterar"),
 * go on from one ("Continuar"), the early press of "Confirmar pedido", a refusal's fields shown.
 * Folding is decided once, when the quote first answers; after that only her presses change it.
 */
export function useCheckoutSteps<F extends FieldValues, C, T extends FieldValues>(
  form: UseFormReturn<F, C, T>,
  schema: ZodType,
  facts: QuoteFacts | null,
) {
  const values = form.watch();
  const parsed = schema.safeParse(values);
  const state: StepState = checkoutSteps(
    parsed.error?.issues.map((i) => i.path.join('.')) ?? [],
    facts ?? { delivery: false, zoneKnown: true, missingForMinimumCents: 0 },
  );
  const first = useRef<Record<StepId, boolean> | null>(null);
  if (!first.current && facts) first.current = initialCollapsed(state);
  const [chosen, setChosen] = useState<Record<StepId, boolean> | null>(null);
  const collapsed = chosen ?? first.current ?? ALL_OPEN;
  // The step to bring into view and focus after the next render (a phone's move, never a wide screen's).
  // `field`: the step's first field in error gets the focus (and the screen) instead of its heading.
  const [focus, setFocus] = useState<{ step: StepId; field?: boolean } | null>(null);
  const [alerted, setAlerted] = useState(0);
  // An early press checks every field before any submit, when the form does not check again on
  // change: a field's own error is cleared once the schema finds nothing there (a server's stays).
  const issueKeys = new Set(parsed.error?.issues.map((i) => String(i.path[0])) ?? []);
  const errors = form.formState.errors as Record<string, { type?: unknown } | undefined>;
  const stale = Object.keys(errors).filter(
    (key) => key !== 'root' && errors[key]?.type !== 'server' && !issueKeys.has(key),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stale keys are read each render
  useEffect(() => {
    if (!form.formState.isSubmitted && stale.length > 0) form.clearErrors(stale as never);
  }, [stale.join(',')]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a move asks for it
  useEffect(() => {
    if (!focus) return;
    const toHeading = () => {
      const heading = document.getElementById(`step-${focus.step}`);
      heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      heading?.focus({ preventScroll: true });
    };
    // Shown now (it was hidden while folded), the field can take the focus; none in error (the
    // zone, say): the heading.
    if (focus.field)
      void form
        .trigger(FIELDS[focus.step] as never, { shouldFocus: true })
        .then((valid) => valid && toHeading());
    else toHeading();
  }, [focus]);

  const open = (step: StepId, fold: StepId[] = [], field = false) => {
    const next = { ...collapsed, [step]: false };
    for (const s of fold) next[s] = true;
    setChosen(next);
    setFocus({ step, field });
  };

  return {
    state,
    collapsed,
    alerted,
    /** "Alterar": opens the step, the others as they were. */
    edit: (step: StepId) => open(step),
    /** "Continuar": the step's fields checked; done, it folds and the next one opens. */
    continueFrom: async (step: StepId) => {
      if (state[step].length > 0) {
        await form.trigger(FIELDS[step] as never, { shouldFocus: true });
        return;
      }
      open(nextStep(state, step), [step]);
    },
    /**
     * "Confirmar pedido" pressed early: the first step lacking something opens with its first
     * missing field in focus, and every field says why.
     */
    early: () => {
      const step = firstIncomplete(state);
      setAlerted((n) => n + 1);
      if (!step) return;
      void form.trigger();
      open(step, [], true);
    },
    /**
     * After a refusal (the form's or the server's): every step holding one of `fields` opens. The
     * fields are the refusal's own (the submit's errors, the server's answer): `form.formState` is
     * the last render's, so at that moment it still has the errors from before this refusal.
     */
    revealErrors: (fields: readonly string[]) => {
      const steps = new Set(fields.filter((key) => key !== 'root').map((key) => stepOfField(key).step));
      if (steps.size === 0) return;
      setChosen(Object.fromEntries(STEP_IDS.map((s) => [s, collapsed[s] && !steps.has(s)])) as never);
    },
  };
}
