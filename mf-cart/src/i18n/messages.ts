import { registerMessages, type DomainMessages } from '@store/platform';

export const CART_MESSAGES: DomainMessages = {
  arg: {
    drawer: {
      title: 'Resumen',
      close: 'Cerrar resumen',
      seeCart: 'Ver carrito',
      empty: 'Tu carrito está vacío.',
    },
    page: {
      title: 'Carrito',
      emptyTitle: 'Tu carrito está vacío',
      emptyText:
        'Explorá el catálogo y agregá los productos que quieras personalizar con tu marca.',
      browse: 'Ver productos',
    },
  },
};

registerMessages('cart', CART_MESSAGES);
