/** How many addresses one buyer keeps. */
export const ADDRESS_BOOK_MAX = 50;

/** The address book's Spanish messages (voseo; a Chilean buyer reads them through toChilean). */
export const ADDRESS_BOOK_MESSAGES = {
  notFound: 'No encontramos esa dirección en tu cuenta.',
  full: `Ya tenés ${ADDRESS_BOOK_MAX} direcciones guardadas: eliminá alguna para guardar otra.`,
  taken: 'Ya tenés esa dirección guardada.',
} as const;
