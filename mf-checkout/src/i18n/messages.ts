import { registerMessages, type DomainMessages } from '@store/platform';

export const CHECKOUT_MESSAGES: DomainMessages = {
  arg: {
    title: 'Finalizar compra',
    steps: {
      billing: 'Facturación',
      myPurchase: 'Mi compra',
      addressee: 'Destinatario',
      shipment: 'Envío',
      payment: 'Pago',
    },
    confirm: {
      title: 'Te estamos llevando al pago',
      text: 'En unos segundos vas a continuar en el sitio del medio de pago.',
    },
  },
};

registerMessages('checkout', CHECKOUT_MESSAGES);
