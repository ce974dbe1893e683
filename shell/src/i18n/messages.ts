import type { DomainMessages } from '@store/platform';

/** The shell's namespace: the chrome around every page. */
export const SHELL_MESSAGES: DomainMessages = {
  arg: {
    nav: {
      skipToContent: 'Ir al contenido',
      home: 'Inicio',
      categories: 'Categorías',
      allProducts: 'Ver todos los productos',
      searchLabel: 'Buscar productos',
      searchPlaceholder: '¿Qué estás buscando?',
      search: 'Buscar',
      account: 'Mi cuenta',
      login: 'Ingresar',
      favorites: 'Favoritos',
      cart: 'Carrito',
      cartWithCount_one: 'Carrito, {{count}} producto',
      cartWithCount_other: 'Carrito, {{count}} productos',
    },
    footer: {
      about: 'Quiénes somos',
      policy: 'Política de privacidad',
      contact: 'Contacto',
      rights: 'Todos los derechos reservados.',
    },
    cartUnavailable: {
      title: 'Carrito',
      text: 'El carrito no está disponible en este momento. Tus productos siguen guardados; probá de nuevo en unos minutos.',
      accept: 'Aceptar',
    },
    notFound: {
      title: 'No encontramos lo que estabas buscando',
      text: 'Puede que la dirección haya cambiado o que el producto ya no esté disponible.',
      allProducts: 'Ver todos los productos',
      home: 'Volver al inicio',
    },
  },
  cl: {
    nav: { searchPlaceholder: '¿Qué estás buscando?' },
  },
};
