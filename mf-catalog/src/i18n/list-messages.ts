import { registerMessages, type DomainMessages } from '@store/platform';

/** The product list's texts (also the favourites' and the product page's breadcrumbs): loaded with those pages, not the home. */
export const LIST_MESSAGES: DomainMessages = {
  arg: {
    list: {
      title: 'Productos',
      all: 'Todos los productos',
      searchTitle: 'Resultados para “{{term}}”',
      count_one: '{{count, number}} producto',
      count_other: '{{count, number}} productos',
      sort: 'Ordenar por',
      sorts: {
        relevance: 'Relevancia',
        'price-asc': 'Precio: menor a mayor',
        'price-desc': 'Precio: mayor a menor',
        newest: 'Novedades',
        name: 'Nombre (A-Z)',
      },
      filters: 'Filtros',
      showFilters: 'Filtrar',
      hideFilters: 'Ocultar filtros',
      color: 'Color',
      technique: 'Técnica de personalización',
      brand: 'Marca',
      anyOption: 'Todas',
      price: 'Precio por unidad',
      minPrice: 'Desde',
      maxPrice: 'Hasta',
      applyPrice: 'Aplicar precio',
      priceOrder: 'El precio “desde” no puede ser mayor que el precio “hasta”.',
      inStock: 'Solo con stock',
      clear: 'Limpiar filtros',
      emptyTitle: 'No encontramos productos con estos filtros',
      emptyText: 'Probá quitar algún filtro o buscar en todas las categorías.',
      emptySearchTitle: 'No encontramos resultados para “{{term}}”',
      emptySearchText:
        'Revisá cómo lo escribiste o probá con una palabra más general, como “taza” o “mochila”.',
      pastEndTitle: 'Esta página no tiene productos',
      pastEndText: 'La lista tiene {{pages}} páginas.',
      firstPage: 'Ir a la primera página',
      unknownCategory: 'No encontramos esta categoría',
      unknownCategoryText: 'Puede que haya cambiado de nombre. Mirá todos los productos.',
      pagination: 'Paginación',
      previous: 'Anterior',
      next: 'Siguiente',
      page: 'Página {{page}}',
      loadError: 'No pudimos cargar los productos.',
      retry: 'Reintentar',
    },
  },
  cl: {
    list: {
      unknownCategoryText: 'Puede que haya cambiado de nombre. Mira todos los productos.',
      emptyText: 'Prueba quitar algún filtro o buscar en todas las categorías.',
      emptySearchText:
        'Revisa cómo lo escribiste o prueba con una palabra más general, como “taza” o “mochila”.',
    },
  },
};

registerMessages('catalog-list', LIST_MESSAGES);
