import type {
  AddresseeData,
  BillingData,
  Order,
  PaymentData,
  ShippingQuoteOption,
  UpdateOrderPaymentResult,
} from '@store/contracts';

/** The stepper's steps, in the spec's order (section 2). */
export const STEPS = ['billing', 'myPurchase', 'addressee', 'shipment', 'payment'] as const;
export type StepName = (typeof STEPS)[number];
export type StepStatus = 'active' | 'completed' | 'inactive';

/** The billing step as typed; Chile's factura also keeps the region and province of its comuna. */
export type BillingDraft = Partial<BillingData> & { regionId?: string; provinceId?: string };

/** One submission of the order: its key is sent again on every retry of the same data. */
export interface OrderAttempt {
  key: string;
  /** The request it was made for; different data is a different order and gets a new key. */
  fingerprint: string;
}

/**
 * Everything the buyer has entered (spec section 3, "Checkout state"): drafts as typed, which
 * steps passed their check, and the order once placed.
 */
export interface CheckoutData {
  billing: BillingDraft;
  addressee: Partial<AddresseeData>;
  /** The chosen quote option and, for a carrier branch, the branch. */
  shipment: { option: ShippingQuoteOption | null; pointId: string | null };
  payment: Partial<PaymentData>;
  active: StepName;
  completed: StepName[];
  attempt: OrderAttempt | null;
  order: Order | null;
  /** What the offline payment (transfer, cheque) answered: the page shows it until a new checkout. */
  placed: Exclude<UpdateOrderPaymentResult, { method: 'MP' }> | null;
}

export const EMPTY_CHECKOUT: CheckoutData = {
  billing: {},
  addressee: {},
  shipment: { option: null, pointId: null },
  payment: {},
  active: 'billing',
  completed: [],
  attempt: null,
  order: null,
  placed: null,
};

export function statusOf(data: CheckoutData, step: StepName): StepStatus {
  if (data.active === step) return 'active';
  return data.completed.includes(step) ? 'completed' : 'inactive';
}

/** A step opens once every step before it has passed its check. */
export function canOpen(data: CheckoutData, step: StepName): boolean {
  return STEPS.slice(0, STEPS.indexOf(step)).every((before) => data.completed.includes(before));
}

/** The step saved and checked: it is completed and the next one opens. */
export function completeStep(data: CheckoutData, step: StepName): CheckoutData {
  const completed = data.completed.includes(step) ? data.completed : [...data.completed, step];
  const next = STEPS.find((candidate) => !completed.includes(candidate)) ?? 'payment';
  return { ...data, completed, active: next };
}

/** Makes `step` (and every step after it) wait for a new check, e.g. a new address needs a new quote. */
export function reopenFrom(data: CheckoutData, step: StepName): CheckoutData {
  const later = STEPS.slice(STEPS.indexOf(step));
  return { ...data, completed: data.completed.filter((done) => !later.includes(done)) };
}
