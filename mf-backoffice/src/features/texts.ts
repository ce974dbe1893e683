import { formatMoment, type Environment } from '@store/contracts';

/**
 * The back office's texts: neutral Spanish (no voseo, no tuteo), the same for the staff of an
 * Argentine and a Chilean store.
 */
export const STATUS_NAMES: Record<string, string> = {
  received: 'Recibido',
  paid: 'Pagado',
  proof_approved: 'Prueba aprobada',
  in_production: 'En producción',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const PAYMENT_NAMES: Record<string, string> = {
  none: 'Sin pago',
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

/** Who may open the catalogue (the API's `catalog.read`) and change it (`catalog.write`). */
export const CATALOG_READERS: readonly string[] = ['owner', 'sales', 'catalogue'];
export const CATALOG_WRITERS: readonly string[] = ['owner', 'catalogue'];
/** Who hears of new orders and payments as they happen (the API's `orders.read`). */
export const ORDER_READERS: readonly string[] = ['owner', 'sales', 'production'];
/** Who looks after buyers and quotes (the API's `buyers.*`, `quotes.*`). */
export const SALES_ROLES: readonly string[] = ['owner', 'sales'];

/** A quote's state as the API names it, and the list's filter values. */
export const QUOTE_STATUS_NAMES: Record<string, string> = {
  vigente: 'Vigente',
  vencida: 'Vencida',
  convertida: 'Convertida en pedido',
};
export const QUOTE_FILTERS: Record<string, string> = {
  open: 'Vigentes',
  expired: 'Vencidas',
  converted: 'Convertidas',
};

export const ROLE_NAMES: Record<string, string> = {
  owner: 'Dueño',
  sales: 'Ventas',
  production: 'Producción',
  catalogue: 'Catálogo',
};

/** Amounts as the store shows them (de-DE grouping), with the currency's decimals. */
export const money = (amount: number, currency: string) =>
  `$ ${amount.toLocaleString('de-DE', {
    minimumFractionDigits: currency === 'CLP' ? 0 : 2,
    maximumFractionDigits: currency === 'CLP' ? 0 : 2,
  })}`;

/** Quantities as the store shows them (de-DE grouping): 300.000. */
export const units = (count: number) => count.toLocaleString('de-DE');

export const day = (iso: string) => new Date(iso).toLocaleDateString('es-AR', { timeZone: 'UTC' });

/**
 * '29 de noviembre, 13:06': an instant in the store's time zone, on a 24-hour clock (es-AR's own
 * pattern is a 12-hour clock without a.m. or p.m.: 13:06 read '01:06').
 */
export function when(iso: string, environment: Environment): string {
  const { day, time } = formatMoment(iso, environment);
  return `${day}, ${time}`;
}

/** How the order page's timeline names each audit action. */
export const ACTION_NAMES: Record<string, string> = {
  'order.status': 'cambió el estado',
  'order.cancelled': 'canceló el pedido',
  'order.payment-recorded': 'registró un pago',
  'order.refund-recorded': 'registró una devolución',
  'order.note-added': 'agregó una nota',
  'order.created-from-quote': 'creó el pedido desde la cotización, para el cliente',
  'invoice.issue-requested': 'pidió emitir la factura',
  'invoice.retried': 'corrigió los datos de facturación y pidió el comprobante otra vez',
  'proof.generated': 'generó una prueba de diseño',
  'proof.uploaded': 'subió una prueba de diseño (PDF)',
  'proof.sent': 'envió la prueba de diseño al cliente',
};

/** A catalogue cost in cents as staff write it: `$ 4.200,50` (always two decimals). */
export const cents = (value: number) => money(value / 100, 'ARS');

/**
 * A price typed by staff (`4200`, `4.200,50`, `4200.5`) in exact cents, or null when it is not
 * a positive amount with at most two decimals. Parsed as text: no binary fractions on the way.
 */
export function parseCents(text: string): number | null {
  const plain = text.trim().replace(/^\$\s*/, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/\./g, ''));
  const value = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A proof version's state as staff read it (issue 32). */
export const PROOF_STATE_NAMES: Record<string, string> = {
  draft: 'Sin enviar',
  sent: 'Enviada, esperando al cliente',
  approved: 'Aprobada por el cliente',
  changes_requested: 'El cliente pidió cambios',
};

/** A page only the owner opens (the API answers the others 403 with its own words). */
export const OWNER_ONLY =
  'Solo un dueño de la tienda puede cambiar su aspecto. Si necesita un cambio, pídaselo a un dueño.';
