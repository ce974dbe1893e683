import { registerMessages, type DomainMessages } from '@store/platform';

export const ACCOUNT_MESSAGES: DomainMessages = {
  arg: {
    auth: {
      loginTitle: 'Ingresá a tu cuenta',
      registerTitle: 'Creá tu cuenta',
      backHome: 'Volver al inicio',
    },
    activate: { title: 'Activá tu cuenta' },
    reset: { title: 'Recuperá tu contraseña' },
    profile: { title: 'Mi perfil' },
    orders: { title: 'Mis pedidos', detailTitle: 'Detalle del pedido' },
    quotes: { title: 'Mis cotizaciones', detailTitle: 'Cotización' },
  },
};

registerMessages('account', ACCOUNT_MESSAGES);
