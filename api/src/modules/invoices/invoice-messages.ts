/** The module's messages (Argentine voice; http/chilean-spanish.ts turns them for Chile). */
export const INVOICE_MESSAGES = {
  orderNotFound: 'No encontramos ese pedido.',
  invoiceNotFound: 'No encontramos ese comprobante.',
  invoiceNotReady: 'La factura de este pedido todavía no está emitida.',
  notPaid: 'El pedido no está pago: se factura cuando se registra el pago completo.',
  nothingToRetry: 'Este pedido no tiene un comprobante rechazado ni pendiente para reintentar.',
  orderMissing: 'El pedido ya no existe.',
  notConfigured:
    'La tienda no tiene configurada la facturación electrónica (npm run tenant -- invoicing).',
  waitsForInvoice: 'La nota de crédito espera que se emita la factura del pedido.',
} as const;
