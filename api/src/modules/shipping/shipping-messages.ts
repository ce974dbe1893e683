/** Spanish messages of quotes, neutral (read by Argentine and Chilean buyers alike). */
export const SHIPPING_MESSAGES = {
  noProducts: 'No hay productos para cotizar el envío.',
  unavailableProduct: 'Un producto del pedido ya no está disponible.',
  productMismatch: 'Un producto del pedido no corresponde a su variante.',
  noOptions: 'No hay opciones de envío para esa dirección.',
  optionGone:
    'La opción de envío elegida ya no está disponible; hay que cotizar el envío de nuevo.',
  storePickup: 'Retiro en el local',
} as const;
