/**
 * Why a cart cannot be priced, in the words the buyer reads. The engine stays free of HTTP: the
 * service turns a PricingRefusal into a 422 with this message.
 */
export class PricingRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PricingRefusal';
  }
}

const MM = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const size = (area: { widthMm: number; heightMm: number }) =>
  `${MM.format(area.widthMm)} x ${MM.format(area.heightMm)} mm`;
const viewName = (view: string) => `«${view || 'sin nombre'}»`;

const units = (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`;

export const PRICING_MESSAGES = {
  unavailable: (name: string) =>
    `El producto «${name}» ya no está disponible. Quitalo del carrito para continuar.`,
  noPrice: (name: string) => `El producto «${name}» no tiene un precio disponible por ahora.`,
  outOfStock: (name: string) => `El producto «${name}» no tiene stock en este momento.`,
  notEnoughStock: (name: string, stock: number) =>
    `Del producto «${name}» hay ${units(stock)} disponibles. Elegí una cantidad menor.`,
  notCustomizable: (name: string) => `El producto «${name}» no admite personalización.`,
  techniqueUnavailable: (name: string) =>
    `La técnica de personalización elegida no está disponible para «${name}».`,
  mixedTechniques: (name: string) =>
    `Todos los talles y colores de «${name}» deben llevar la misma personalización.`,
  mixedProducts: (name: string) => `Las variantes de «${name}» deben pertenecer al mismo producto.`,
  repeatedVariant: (name: string) => `«${name}» tiene la misma variante repetida.`,
  tooManyColors: (name: string, technique: string, max: number) =>
    `La técnica ${technique} admite hasta ${max} ${max === 1 ? 'color' : 'colores'} en «${name}».`,
  tooManyAreas: (name: string, technique: string, max: number) =>
    `La técnica ${technique} admite hasta ${max} ${max === 1 ? 'área' : 'áreas'} de impresión en «${name}».`,
  rasterRefused: (name: string, technique: string) =>
    `La técnica ${technique} no admite imágenes PNG, JPG o WebP en «${name}»: solo textos e imágenes SVG.`,
  textTooSmall: (name: string, technique: string, mm: number) =>
    `Con ${technique} los textos de «${name}» deben medir al menos ${mm} mm de alto.`,
  lineTooThin: (name: string, technique: string, mm: number, thinnest: number) =>
    `Con ${technique} las líneas y los trazos de las letras de «${name}» deben tener al menos ${mm} mm de grosor; el más fino del diseño mide ${String(Math.round(Number(thinnest) * 100) / 100).replace('.', ',')} mm. Hay que agrandar el texto o usar trazos más gruesos.`,
  tooBig: (name: string, technique: string, width: number, height: number) =>
    `Con ${technique} el diseño de «${name}» puede medir hasta ${width} x ${height} mm.`,
  printAreaTooLarge: (
    name: string,
    technique: string,
    area: { view: string; widthMm: number; heightMm: number },
    max: { widthMm: number; heightMm: number },
  ) =>
    `Con ${technique} el área de impresión de la vista ${viewName(area.view)} de «${name}» puede medir hasta ${size(max)}; la del diseño mide ${size(area)}.`,
  badPrintArea: (name: string, view: string) =>
    `La vista ${viewName(view)} del diseño de «${name}» no tiene un área de impresión válida: hay que abrir el diseño en el editor y guardarlo de nuevo.`,
  underMinimum: (name: string, technique: string, minimum: number) =>
    `Para personalizar «${name}» con ${technique} el mínimo es de ${units(minimum)}.`,
  repeatedLine: 'El carrito tiene líneas repetidas. Actualizá la página e intentá de nuevo.',
} as const;
