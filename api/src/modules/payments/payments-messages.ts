/** Spanish messages of the payment calls, neutral for Argentine and Chilean buyers. */
export const PAYMENT_MESSAGES = {
  paid: 'Este pedido ya está pago.',
  cancelled: 'Este pedido está cancelado: ya no se puede pagar.',
  noBank: 'La tienda todavía no informó sus datos bancarios para transferencias.',
  providerDown:
    'El medio de pago no está disponible en este momento. El pedido sigue pendiente; se puede volver a intentar en unos minutos.',
  badSignature: 'La notificación no tiene una firma válida.',
  staleWebhook: 'La notificación es demasiado antigua: se aceptan las de los últimos 10 minutos.',
  unknownCheckout: 'Este pago ya no existe.',
  noCard:
    'Esta tienda todavía no acepta pagos con tarjeta: se puede pagar por transferencia bancaria o con cheque.',
  providerOff: 'Esta tienda no usa este medio de pago.',
  sandboxToken:
    'Este pago de prueba solo se decide desde su página, abierta desde la tienda al confirmar el pedido. No se cambió nada.',
  checkoutExpired: 'Este pago venció. Se puede iniciar uno nuevo desde el pedido en la tienda.',
  checkoutDecided: 'Este pago ya fue decidido.',
} as const;

export const METHOD_NAMES = {
  MP: { name: 'Tarjeta de crédito o débito', description: 'Pago con tarjeta en Mercado Pago.' },
  TRF: {
    name: 'Transferencia bancaria',
    description:
      'Los datos de la cuenta se muestran al confirmar; el pedido queda pendiente hasta acreditarse.',
  },
  CHQ: {
    name: 'Cheque o ECHEQ',
    description:
      'Con fecha de pago de hasta 360 días; el pedido queda pendiente hasta acreditarse.',
  },
} as const;
