/**
 * The checkout's steps on a phone (issue 38, decision 104): "Entrega" (how, where, when), "Contato
 * e pagamento", "Revisão" (items, notes, coupon). Whether a step is complete is read from the
 * checkout's own schema (the server's): its issues' paths say which step still lacks what, so a
 * step never reads complete while the server would refuse it. Pure: no React, no i18n.
 */

export const STEP_IDS = ['delivery', 'contact', 'review'] as const;
export type StepId = (typeof STEP_IDS)[number];

/** What a step may still lack, named on the sticky bar ("Falta: dia e horário"). */
export type Missing =
  | 'fulfilment'
  | 'store'
  | 'address'
  | 'zone'
  | 'minimum'
  | 'window'
  | 'email'
  | 'name'
  | 'phone'
  | 'payment'
  | 'notes';

/** The order steps and their missing things are listed in. */
const ORDER: readonly Missing[] = [
  'fulfilment',
  'store',
  'address',
  'zone',
  'minimum',
  'window',
  'email',
  'name',
  'phone',
  'payment',
  'notes',
];

const BY_FIELD: Record<string, { step: StepId; missing: Missing }> = {
  fulfilment: { step: 'delivery', missing: 'fulfilment' },
  storeId: { step: 'delivery', missing: 'store' },
  address: { step: 'delivery', missing: 'address' },
  addressLabel: { step: 'delivery', missing: 'address' },
  saveAddress: { step: 'delivery', missing: 'address' },
  date: { step: 'delivery', missing: 'window' },
  windowId: { step: 'delivery', missing: 'window' },
  email: { step: 'contact', missing: 'email' },
  fullName: { step: 'contact', missing: 'name' },
  phone: { step: 'contact', missing: 'phone' },
  phoneCountry: { step: 'contact', missing: 'phone' },
  smsConsent: { step: 'contact', missing: 'phone' },
  paymentMethod: { step: 'contact', missing: 'payment' },
};

/** The step a form field (or an error's path: `address.zip`, `itemNotes.<line>`) is typed in. */
export function stepOfField(path: string): { step: StepId; missing: Missing } {
  return BY_FIELD[path.split('.')[0] ?? ''] ?? { step: 'review', missing: 'notes' };
}

export type StepState = Record<StepId, Missing[]>;

/** What the quote says beyond the schema: the ZIP's zone and the delivery minimum. */
export type QuoteFacts = {
  delivery: boolean;
  /** A delivery zone answers for the ZIP typed. */
  zoneKnown: boolean;
  /** Cents still missing for the zone's minimum (`missingForMinimum`). */
  missingForMinimumCents: number;
};

/**
 * Each step's missing things, in the order she meets them: from the schema's issue paths and the
 * quote's facts. A step with nothing missing is complete.
 */
export function checkoutSteps(issuePaths: readonly string[], facts: QuoteFacts): StepState {
  const state: StepState = { delivery: [], contact: [], review: [] };
  const add = (step: StepId, missing: Missing) => {
    if (!state[step].includes(missing)) state[step].push(missing);
  };
  for (const path of issuePaths) {
    const { step, missing } = stepOfField(path);
    add(step, missing);
  }
  if (facts.delivery && !state.delivery.includes('address') && !facts.zoneKnown) add('delivery', 'zone');
  if (facts.delivery && facts.missingForMinimumCents > 0) add('delivery', 'minimum');
  for (const step of STEP_IDS) state[step].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return state;
}

export const isComplete = (state: StepState, step: StepId) => state[step].length === 0;

/** The first step still lacking something, or null when the order can be placed. */
export function firstIncomplete(state: StepState): StepId | null {
  return STEP_IDS.find((s) => !isComplete(state, s)) ?? null;
}

/** Everything missing, all steps together, in order. */
export const allMissing = (state: StepState): Missing[] => STEP_IDS.flatMap((s) => state[s]);

/**
 * The step to open after `from` is done: the next one still lacking something, else the review
 * (the last), so she always ends where the order is read over before it is placed.
 */
export function nextStep(state: StepState, from: StepId): StepId {
  const after = STEP_IDS.slice(STEP_IDS.indexOf(from) + 1);
  return after.find((s) => !isComplete(state, s)) ?? firstIncomplete(state) ?? 'review';
}

/**
 * Which steps start collapsed on a phone: every step but the first one still lacking something
 * (the review when all is done). One open step at a time keeps the page short.
 */
export function initialCollapsed(state: StepState): Record<StepId, boolean> {
  const open = firstIncomplete(state) ?? 'review';
  return { delivery: open !== 'delivery', contact: open !== 'contact', review: open !== 'review' };
}
