import { registerMessages, type DomainMessages } from '@store/platform';

/**
 * The catalogue's texts every page reads (home, downloader, product cards, store pages,
 * favourites). The list's and the product page's own are namespaces of their own
 * (`list-messages.ts`, `detail-messages.ts`), loaded with those pages: the home needs none.
 */
export const CATALOG_MESSAGES: DomainMessages = {
  arg: {
    home: {
      title: 'Productos promocionales para tu marca',
      lead: 'Personalizá tazas, botellas, indumentaria y mucho más con el logo de tu empresa.',
      categories: 'Categorías',
      seeAll: 'Ver todos los productos',
      featuredCategories: 'Categorías destacadas',
      featuredProducts: 'Productos destacados',
      trending: 'Lo más pedido',
      logos: 'Empresas que confían en nosotros',
      promoKits: 'Kits de bienvenida',
      promoKitsText: 'Mochilas, botellas y cuadernos para sumar a tu equipo.',
      promoGifts: 'Regalos de fin de año',
      promoGiftsText: 'Tazas, termos y tecnología con tu logo grabado.',
      promoCta: 'Ver productos',
      productCount_one: '{{count, number}} producto',
      productCount_other: '{{count, number}} productos',
    },
    downloader: {
      title: 'Descargá el catálogo',
      text: 'Todos nuestros productos en PDF, con precios por unidad, para compartir con tu equipo.',
      category: 'Categoría',
      all: 'Todas las categorías',
      submit: 'Descargar catálogo (PDF)',
      preparing: 'Preparando el catálogo…',
      ready: 'La descarga del catálogo comenzó.',
    },
    card: {
      from: 'Desde',
      plusTaxes: '+ IVA',
      withTaxes: 'IVA incl.',
      outOfStock: 'Sin stock',
      colors_one: '{{count, number}} color',
      colors_other: '{{count, number}} colores',
      curve: 'Por talle',
    },
    favorites: {
      title: 'Favoritos',
      emptyTitle: 'Todavía no tenés favoritos',
      emptyText: 'Tocá el corazón de un producto para guardarlo acá.',
      browse: 'Ver productos',
      loadError: 'No pudimos cargar tus favoritos.',
    },
    about: { title: 'Quiénes somos', contact: 'Contacto' },
    policy: { title: 'Política de privacidad' },
  },
  cl: {
    home: {
      lead: 'Personaliza tazas, botellas, poleras y mucho más con el logo de tu empresa.',
    },
    downloader: {
      title: 'Descarga el catálogo',
    },
    favorites: {
      emptyTitle: 'Todavía no tienes favoritos',
      emptyText: 'Toca el corazón de un producto para guardarlo aquí.',
    },
  },
};

registerMessages('catalog', CATALOG_MESSAGES);
