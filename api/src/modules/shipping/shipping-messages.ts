/** Spanish messages of quotes, neutral (read by Argentine and Chilean buyers alike). */
export const SHIPPING_MESSAGES = {
  noProducts: 'No hay productos para cotizar el envío.',
  unavailableProduct: 'Un producto del pedido ya no está disponible.',
  productMismatch: 'Un producto del pedido no corresponde a su variante.',
  /** No rate covers the address and the store has no address to pick up at: who to ask. */
  noOptions: (store: string, contact: string[]) =>
    contact.length > 0
      ? `No hay opciones de envío para esa dirección. Para coordinar la entrega, el contacto de ${store} es ${contact.join(' o ')}.`
      : `No hay opciones de envío para esa dirección. La entrega se coordina directamente con ${store}.`,
  optionGone:
    'La opción de envío elegida ya no está disponible; hay que cotizar el envío de nuevo.',
  storePickup: 'Retiro en el local',
} as const;
