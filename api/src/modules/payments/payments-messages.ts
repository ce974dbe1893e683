/** Spanish messages of the payment calls, neutral for Argentine and Chilean buyers. */
export const PAYMENT_MESSAGES = {
  paid: 'Este pedido ya está pago.',
  noBank: 'La tienda todavía no informó sus datos bancarios para transferencias.',
  providerDown:
    'El medio de pago no está disponible en este momento. El pedido sigue pendiente; se puede volver a intentar en unos minutos.',
  badSignature: 'La notificación no tiene una firma válida.',
  unknownCheckout: 'Este pago ya no existe.',
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
