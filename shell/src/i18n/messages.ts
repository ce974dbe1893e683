import type { DomainMessages } from '@store/platform';

/**
 * The shell's namespace: the chrome around every page. `arg` is Argentine Spanish (voseo: "Ingresá",
 * "Probá"); `cl` holds only what Chileans say otherwise (tuteo: "Ingresa", "Prueba"), the rest
 * falls back to `arg`.
 */
export const SHELL_MESSAGES: DomainMessages = {
  arg: {
    loading: 'Cargando',
    nav: {
      skipToContent: 'Ir al contenido',
      main: 'Navegación principal',
      home: 'Inicio',
      categories: 'Categorías',
      allProducts: 'Productos',
      about: 'Nosotros',
      searchLabel: 'Buscar productos',
      searchPlaceholder: '¿Qué estás buscando?',
      search: 'Buscar',
      account: 'Mi cuenta',
      login: 'Ingresar',
      cart: 'Carrito',
      cartWithCount_one: 'Carrito, {{count, number}} producto',
      cartWithCount_other: 'Carrito, {{count, number}} productos',
      announce: 'Productos promocionales con tu logo · Envíos a todo el país',
      announceWithPhone: 'Productos promocionales con tu logo · Asesoramiento: {{phone}}',
    },
    sidebar: {
      label: 'Categorías de productos',
      title: 'Categorías',
      show: 'Mostrar categorías',
      hide: 'Ocultar categorías',
      close: 'Cerrar categorías',
      help: '¿Necesitás ayuda con tu pedido?',
    },
    footer: {
      about: 'Quiénes somos',
      policy: 'Política de privacidad',
      contact: 'Contacto',
      follow: 'Seguinos',
      rights: 'Todos los derechos reservados.',
    },
    chat: { label: 'Escribinos por WhatsApp' },
    error: {
      popupTitle: 'Algo salió mal',
      accept: 'Aceptar',
    },
    authError: {
      title: 'No pudimos validar tu cuenta',
      text: 'Revisá tus datos e intentá de nuevo.',
    },
    progress: { loading: 'Cargando datos', failed: 'No se pudo completar la operación' },
    slot: {
      text: 'Estamos teniendo un problema para mostrar esta parte de la tienda. El resto del sitio sigue funcionando; probá de nuevo en un momento.',
      retry: 'Reintentar',
      home: 'Ir al inicio',
    },
    cartUnavailable: {
      title: 'Carrito',
      text: 'El carrito no está disponible en este momento. Tus productos siguen guardados; probá de nuevo en unos minutos.',
      accept: 'Aceptar',
    },
    serverMarkup: {
      notice:
        'Algunas funciones de esta página no cargaron. Podés seguir mirando; recargá para usarlas.',
      reload: 'Recargar',
    },
    notFound: {
      title: 'No encontramos lo que estabas buscando',
      text: 'Puede que la dirección haya cambiado o que el producto ya no esté disponible.',
      allProducts: 'Ver todos los productos',
      home: 'Volver al inicio',
    },
    routeError: {
      title: 'Algo salió mal',
      text: 'No pudimos mostrar esta página (error {{status}}). Probá de nuevo en un momento.',
      home: 'Volver al inicio',
    },
  },
  // Chileans say 'carro' and use tú.
  cl: {
    nav: {
      cart: 'Carro',
      cartWithCount_one: 'Carro, {{count, number}} producto',
      cartWithCount_other: 'Carro, {{count, number}} productos',
      announce: 'Productos promocionales con tu logo · Despachos a todo Chile',
    },
    sidebar: { help: '¿Necesitas ayuda con tu pedido?' },
    footer: { follow: 'Síguenos' },
    chat: { label: 'Escríbenos por WhatsApp' },
    authError: { text: 'Revisa tus datos e intenta de nuevo.' },
    cartUnavailable: {
      title: 'Carro',
      text: 'El carro no está disponible en este momento. Tus productos siguen guardados; prueba de nuevo en unos minutos.',
    },
    serverMarkup: {
      notice:
        'Algunas funciones de esta página no cargaron. Puedes seguir mirando; recarga para usarlas.',
    },
    routeError: {
      text: 'No pudimos mostrar esta página (error {{status}}). Prueba de nuevo en un momento.',
    },
    slot: {
      text: 'Estamos teniendo un problema para mostrar esta parte de la tienda. El resto del sitio sigue funcionando; prueba de nuevo en un momento.',
    },
  },
};
