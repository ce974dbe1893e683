import { designMissing } from '@store/contracts/design-rules';
import { formatDate } from '../catalog/index.js';
import { fromMinor, toMinor } from '../pricing/index.js';
import type { BrandedDocument, QuoteBrand } from '../quotes/index.js';
import type { QuoteLine } from '../quotes/index.js';
import { STATUS_NAMES } from './order-status.js';
import type { OrderDto } from '@store/contracts/wire/orders';

const METHODS: Record<OrderDto['payment'], string> = {
  NONE: 'sin elegir',
  CHQ: 'cheque',
  MP: 'tarjeta',
  TRF: 'transferencia',
};
const PAYMENT_STATES: Record<OrderDto['paymentStatus'], string> = {
  none: 'sin pagar',
  pending: 'pendiente',
  approved: 'aprobado',
  rejected: 'rechazado',
};

/** An order line as the document's row: one per variant, as the order keeps it. */
function rowOf(line: OrderDto['lines'][number], decimals: number): QuoteLine {
  const base = toMinor(line.priceBase, decimals);
  const application = toMinor(line.priceAplication, decimals);
  return {
    shoppingCartUUID: '',
    type: 'ProductoSimple',
    productName: line.productName,
    externalId: line.sku,
    image: line.shoppingCartProductImageFK[0] ?? null,
    render: line.hasProductBuilding ? (line.shoppingCartProductImageFK[0] ?? null) : null,
    technique: line.technique?.name ?? null,
    variants: [
      { sku: line.sku, color: line.variantName || null, size: null, quantity: line.quantity },
    ],
    quantity: line.quantity,
    designMissing: designMissing({
      applicationTechnique: line.technique,
      customization: line.customization,
    }),
    // Order lines keep the under-minimum extra inside the application, as the engine split it.
    amounts: {
      base: line.priceBase,
      application: line.priceAplication,
      underMinimum: 0,
      subTotal: fromMinor(base + application, decimals),
      taxes: line.tax,
      total: line.total,
    },
  };
}

/**
 * The order as the branded document (the quote's renderer): the addressee and invoice, each
 * line with its amounts as stored; below them the order's stored figures: Subtotal (the products'
 * net), the shipping's net, the IVA of both and the total, which add up to the unit.
 */
export function orderSheetOf(order: OrderDto, brand: QuoteBrand): BrandedDocument {
  const environment = brand.config.environment;
  const decimals = brand.settings.roundPrice;
  // A bare day (the in-hands dates) is read at noon, so no time zone moves it to the day before.
  const day = (iso: string) =>
    formatDate(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso), environment);
  const rows = order.lines.map((line) => rowOf(line, decimals));
  const sum = (pick: (row: QuoteLine) => number) =>
    fromMinor(
      rows.reduce((total, row) => total + toMinor(pick(row), decimals), 0),
      decimals,
    );
  const a = order.addressee;
  const inHands = order.shipping.estimatedInHands;
  return {
    title: `Pedido N° ${order.number}`,
    issued: `Realizado el ${day(order.createdAt)}`,
    buyer: {
      fullName: `${a.name} ${a.lastName}`.trim(),
      email: a.email,
      company: order.invoice.name,
    },
    facts: {
      label: 'ESTADO',
      lines: [
        STATUS_NAMES[order.status],
        `Pago: ${METHODS[order.payment]}, ${PAYMENT_STATES[order.paymentStatus]}`,
        ...(order.quoteNumber === null ? [] : [`De la cotización N° ${order.quoteNumber}`]),
      ],
    },
    lines: rows,
    // The invoice's figures as stored (order-figures.ts): products' net, the shipping's net,
    // the IVA of both at the rate, rounded once, and the total they add up to.
    totals: {
      base: sum((row) => row.amounts.base),
      application: sum((row) => row.amounts.application),
      underMinimum: 0,
      subTotal: order.subTotal,
      taxes: order.taxes,
      total: order.total,
    },
    beforeTaxes: [[`Envío (${order.shipping.carrierName})`, order.shippingNet]],
    extras: [],
    notes: [
      {
        heading: 'Entrega',
        text: [
          `${a.street} ${a.streetNumber}${a.apartment ? `, ${a.apartment}` : ''}`,
          a.zipCode ? `${a.locality} (${a.zipCode})` : a.locality,
          `Por ${order.shipping.carrierName}: en sus manos entre el ${day(inHands.min)} y el ${day(inHands.max)}.`,
        ].join('\n'),
      },
      {
        heading: 'Facturación',
        text:
          `${order.invoice.name} ${order.invoice.lastName}`.trim() +
          ` · ${order.invoice.document} · Comprobante ${order.invoiceType}`,
      },
    ],
  };
}
