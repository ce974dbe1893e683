import { registerMessages, type DomainMessages } from '@store/platform';

export const CART_MESSAGES: DomainMessages = {
  arg: {
    drawer: {
      title: 'Resumen',
      close: 'Cerrar resumen',
      seeCart: 'Ver carrito',
      empty: 'Tu carrito está vacío.',
      calculating: 'Calculando total ...',
    },
    line: {
      quantity: 'Cantidad: {{count, number}}',
      sizes: 'Talles y colores',
      remove: 'Quitar {{name}}',
      removeShort: 'Quitar',
      removeVariant: 'Quitar {{name}} {{variant}}',
      quantityOf: 'Cantidad de {{name}} {{variant}}',
      quantityLabel: 'Cantidad',
      customized: 'Personalizado con {{technique}}',
      preview: 'Vista previa del diseño de {{name}}',
      // The visible words begin the link's name ('Editar el diseño de …'), as WCAG 2.5.3 asks.
      editDesign: 'Editar el diseño',
      editDesignOf: 'Editar el diseño de {{name}}',
      designMissing: 'Falta tu diseño',
      design: 'Diseñar',
      designOf: 'Diseñar {{name}}',
      uploadLogo: 'Subir logo',
      uploadLogoOf: 'Subir logo de {{name}}',
      badQuantity: 'Ingresá una cantidad entre 1 y 99.999.',
      products: 'Productos',
      application: 'Personalización',
      underMinimum: 'Incluye el recargo por personalizar menos del mínimo.',
      taxes: 'IVA',
      total: 'Total',
    },
    totals: {
      subtotal: 'Subtotal',
      taxes: 'IVA',
      total: 'Total',
      plusTaxes: '+ IVA',
      unavailable: 'No pudimos calcular el total.',
    },
    page: {
      title: 'Carrito',
      emptyTitle: 'Tu carrito está vacío',
      emptyText:
        'Explorá el catálogo y agregá los productos que quieras personalizar con tu marca.',
      browse: 'Ver productos',
      loading: 'Cargando tu carrito',
      checkout: 'Ir a pagar',
      quote: 'Solicitar cotización',
      keepBuying: 'Seguir comprando',
      summary: 'Resumen de tu compra',
    },
    quote: {
      working: 'Preparando la cotización…',
      ready: 'Listo: tu cotización N° {{number}} quedó guardada.',
      see: 'Ver cotización',
      emailsLabel: 'Enviar por e-mail a',
      emailsHint: 'Hasta 5 direcciones, separadas por comas. Tu copia te llega siempre.',
      send: 'Enviar por e-mail',
      sent: 'Enviamos la cotización a {{to}}.',
      downloaded:
        'Descargamos tu cotización en PDF. Ingresá con tu cuenta para guardarla y enviarla por e-mail.',
    },
    errors: {
      duplicate: 'El producto seleccionado ya se encuentra en el carrito.',
      saveFailed: 'Error al obtener la configuración del producto.',
      bulkAllPresent:
        'La cotización no puede ser agregada al carrito ya que todos los productos se encuentran agregados previamente.',
      bulkPartial:
        'La cotización se agregó parcialmente al carrito, {{count, number}} productos no se agregaron ya que se encuentran agregados previamente.',
    },
  },
  // Chileans say 'carro' and use tú.
  cl: {
    drawer: {
      seeCart: 'Ver carro',
      empty: 'Tu carro está vacío.',
    },
    page: {
      title: 'Carro',
      emptyTitle: 'Tu carro está vacío',
      emptyText:
        'Explora el catálogo y agrega los productos que quieras personalizar con tu marca.',
      loading: 'Cargando tu carro',
    },
    line: {
      badQuantity: 'Ingresa una cantidad entre 1 y 99.999.',
    },
    quote: {
      downloaded:
        'Descargamos tu cotización en PDF. Ingresa con tu cuenta para guardarla y enviarla por e-mail.',
    },
    errors: {
      duplicate: 'El producto seleccionado ya se encuentra en el carro.',
      bulkAllPresent:
        'La cotización no puede ser agregada al carro ya que todos los productos se encuentran agregados previamente.',
      bulkPartial:
        'La cotización se agregó parcialmente al carro, {{count, number}} productos no se agregaron ya que se encuentran agregados previamente.',
    },
  },
};

registerMessages('cart', CART_MESSAGES);
