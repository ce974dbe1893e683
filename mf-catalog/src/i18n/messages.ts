import { registerMessages, type DomainMessages } from '@store/platform';

export const CATALOG_MESSAGES: DomainMessages = {
  arg: {
    home: {
      title: 'Productos promocionales para tu marca',
      lead: 'Personalizá tazas, botellas, indumentaria y mucho más con el logo de tu empresa.',
      categories: 'Categorías',
      seeAll: 'Ver todos los productos',
    },
    list: {
      title: 'Productos',
      all: 'Todos los productos',
      searchTitle: 'Resultados para “{{term}}”',
    },
    detail: { title: 'Producto' },
    favorites: { title: 'Favoritos' },
    about: { title: 'Quiénes somos' },
    policy: { title: 'Política de privacidad' },
  },
};

registerMessages('catalog', CATALOG_MESSAGES);
