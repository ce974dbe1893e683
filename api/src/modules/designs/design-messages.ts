/** What the builder's calls answer when something is wrong, in Spanish (both locales). */
export const DESIGN_MESSAGES = {
  badType: 'La imagen debe ser PNG, JPG, WebP o SVG.',
  tooLarge: 'La imagen supera el máximo de 5 MB.',
  tooMany: 'Se pueden subir hasta 5 logos a la vez.',
  missingFile: 'Falta elegir la imagen para subir.',
  notMultipart: 'La imagen debe enviarse como formulario (multipart/form-data).',
  activeSvg:
    'El SVG tiene contenido activo o enlaces a otros archivos (scripts, eventos, imágenes externas) y no se puede usar. Hay que exportarlo de nuevo como SVG simple o como PNG.',
  missingUpload:
    'Una imagen del diseño no está entre las que subiste o ya no está disponible: hay que subirla de nuevo.',
  badPrintArea: 'Una vista del diseño no tiene un área de impresión válida.',
  printAreaTooLarge: (mm: number) =>
    `Un área de impresión del diseño mide más de ${mm} mm de lado: no se puede generar su archivo de impresión.`,
  nothingToEmbroider: 'La vista no tiene textos ni imágenes para bordar.',
  lowDpi: (dpi: number, min: number) =>
    `Una imagen del diseño queda a ${dpi} DPI en su tamaño de impresión: el mínimo es ${min} DPI. Hay que achicarla o subir una de más resolución.`,
} as const;
