const NUMBER = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const n = (value: number) => NUMBER.format(value);

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
  tooManyElements: (view: string, count: number, max: number) =>
    `La vista «${view}» del diseño tiene ${n(count)} elementos: el máximo es ${n(max)} por vista.`,
  tooManyPictures: (count: number, max: number) =>
    `El diseño tiene ${n(count)} imágenes: el máximo es ${n(max)} en todo el diseño.`,
  textTooLong: (count: number, max: number) =>
    `Un texto del diseño tiene ${n(count)} caracteres: el máximo es ${n(max)} por texto.`,
  textsTooLong: (count: number, max: number) =>
    `Los textos del diseño suman ${n(count)} caracteres: el máximo es ${n(max)} en todo el diseño.`,
  fontSizeOutOfRange: (min: number, max: number) =>
    `Un texto del diseño tiene una altura de letra fuera de lo admitido: de ${n(min)} a ${n(max)} mm.`,
  designTooLarge: (kb: number, maxKb: number) =>
    `El diseño ocupa ${n(kb)} KB: el máximo es ${n(maxKb)} KB. Hay que quitarle elementos.`,
  renderBusy:
    'Estamos dibujando muchos diseños a la vez y no pudimos dibujar este. Probá de nuevo en unos segundos.',
  renderTooSlow: 'El diseño tardó demasiado en dibujarse. Probá de nuevo en unos segundos.',
} as const;
