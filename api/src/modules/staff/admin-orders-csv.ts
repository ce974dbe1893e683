import { stringify } from 'csv-stringify/sync';
import { STATUS_NAMES } from '../orders/index.js';
import type { AdminOrders } from './admin-orders.service.js';

type Summary = Awaited<ReturnType<AdminOrders['list']>>['items'][number];

/** The most orders one export holds; a store with more narrows it with the filters (dates). */
export const CSV_EXPORT_LIMIT = 5_000;

const PAYMENT_METHODS: Record<string, string> = {
  MP: 'Tarjeta',
  TRF: 'Transferencia',
  CHQ: 'Cheque',
  NONE: 'Sin elegir',
};
const PAYMENT_STATUSES: Record<string, string> = {
  none: 'Sin pago',
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

/**
 * The orders table as a spreadsheet opens it in Argentina and Chile: `;` between fields, a
 * decimal comma, dates as YYYY-MM-DD, UTF-8 with its BOM (so Excel reads the accents), quoted by
 * csv-stringify wherever a field needs it.
 */
export function ordersCsv(items: Summary[]): string {
  const rows = items.map((o) => [
    o.number,
    o.createdAt.slice(0, 10),
    STATUS_NAMES[o.status],
    PAYMENT_METHODS[o.payment] ?? o.payment,
    PAYMENT_STATUSES[o.paymentStatus] ?? o.paymentStatus,
    o.buyer,
    o.email,
    o.company,
    o.taxId,
    o.total.toFixed(o.currency === 'CLP' ? 0 : 2).replace('.', ','),
    o.currency,
  ]);
  const header = [
    'Número',
    'Fecha',
    'Estado',
    'Medio de pago',
    'Pago',
    'Comprador',
    'E-mail',
    'Empresa',
    'CUIT/RUT',
    'Total',
    'Moneda',
  ];
  return `\uFEFF${stringify([header, ...rows], { delimiter: ';', record_delimiter: 'windows' })}`;
}
