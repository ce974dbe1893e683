import { ORDER_STATUSES, type OrderStatus } from '@store/contracts';

/**
 * The order's own progress after checkout (separate from its payment status): the statuses are
 * the contracts' `ORDER_STATUSES`, the one list the buyer's filters and the API share. The order
 * moves forward only, one or more steps at a time; `cancelled` ends it from any state before
 * `delivered`.
 */
export { ORDER_STATUSES, type OrderStatus };

/** How the operator and the e-mails name each status. */
export const STATUS_NAMES: Record<OrderStatus, string> = {
  received: 'Recibido',
  paid: 'Pagado',
  proof_approved: 'Prueba aprobada',
  in_production: 'En producción',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** The states an order may be in for it to move to `to` (forward only). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  if (to === 'cancelled') return ORDER_STATUSES.filter((s) => s !== 'delivered' && s !== to);
  const rank = ORDER_STATUSES.indexOf(to);
  return ORDER_STATUSES.slice(0, rank);
}

export const STATUS_MESSAGES = {
  backwards: (from: OrderStatus, to: OrderStatus) =>
    `El pedido está «${STATUS_NAMES[from]}» y no puede volver a «${STATUS_NAMES[to]}»: los estados solo avanzan.`,
  trackingRequired:
    'Para marcar el pedido como enviado falta el enlace de seguimiento (--tracking <url>).',
  trackingInvalid:
    'El enlace de seguimiento tiene que ser una dirección http:// o https:// completa.',
  trackingOnlyShipped: 'El enlace de seguimiento solo va con el estado «Enviado».',
  dateRange: 'La fecha «desde» no puede ser posterior a la fecha «hasta».',
} as const;

/** A carrier's tracking link: an absolute http(s) URL, nothing else reaches the buyer's page. */
export function isTrackingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
