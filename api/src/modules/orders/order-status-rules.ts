import type { OrderStatus } from './order-status.js';
import { REFUND_MESSAGES } from './order-refunds.js';

/** The steps that come after the payment (and the proof): the work and the delivery. */
const PAST_PAYMENT: readonly OrderStatus[] = [
  'proof_approved',
  'in_production',
  'shipped',
  'delivered',
];
/** The steps a customised order reaches only with its proof approved. */
const PAST_PROOF: readonly OrderStatus[] = ['in_production', 'shipped', 'delivered'];

export const STATUS_RULE_MESSAGES = {
  unpaid: (to: string) =>
    `El pedido todavía no está pagado: no puede pasar a «${to}». Primero hay que registrar el pago (estado «Pagado») o darle crédito al comprador (en «Clientes» del panel, o con npm run order -- credit).`,
  proofPending: (to: string) =>
    `El pedido tiene productos personalizados y su prueba todavía no fue aprobada: no puede pasar a «${to}». La aprueba el comprador desde su pedido.`,
  proofByBuyer:
    'La prueba de un pedido personalizado la aprueba el comprador desde su pedido, después de revisar cada diseño.',
} as const;

/** What the rules read of an order. */
export interface OrderForRules {
  status: OrderStatus;
  paymentStatus: string;
  creditTerms: boolean;
  customised: boolean;
  /** Every status the order has been in (its history, received included). */
  reached: readonly OrderStatus[];
  /** What the buyer paid and was not given back yet, formatted; null when nothing. */
  unrefunded: string | null;
}

/**
 * Issue 30: which staff moves are refused, and why (null: allowed). An order goes past the
 * payment only when it is paid (an approved payment or staff recording it: the `paid` step) or its
 * buyer had credit terms when ordering; a customised order goes to production only after the
 * buyer approved the proof (which staff cannot do for them). Issue 31: a paid order is cancelled
 * only once what was paid is refunded and recorded.
 */
export function refusedMove(order: OrderForRules, to: OrderStatus, name: string): string | null {
  // A delivered or cancelled order cannot be cancelled at all: the history says so (backwards).
  const cancellable = order.status !== 'delivered' && order.status !== 'cancelled';
  if (to === 'cancelled')
    return cancellable && order.unrefunded ? REFUND_MESSAGES.unrefunded(order.unrefunded) : null;
  if (to === 'paid' || to === 'received') return null;
  if (to === 'proof_approved' && order.customised) return STATUS_RULE_MESSAGES.proofByBuyer;
  const paid = order.paymentStatus === 'approved' || order.reached.includes('paid');
  if (PAST_PAYMENT.includes(to) && !paid && !order.creditTerms)
    return STATUS_RULE_MESSAGES.unpaid(name);
  if (PAST_PROOF.includes(to) && order.customised && !order.reached.includes('proof_approved'))
    return STATUS_RULE_MESSAGES.proofPending(name);
  return null;
}
