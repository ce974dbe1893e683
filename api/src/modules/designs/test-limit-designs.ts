import { DESIGN_LIMITS } from './design-limits.js';
import { logoElement, textDesign } from '../pricing/test-carts.js';

/** Designs at and past the size limits (tests only), on textDesign's front (80 x 60 mm). */

const WORDS = 'Bordado de prueba con letras de todo tipo, ÁÉÍÓÚ ñ 0123456789. ';
const words = (length: number) => WORDS.repeat(Math.ceil(length / WORDS.length)).slice(0, length);

/** A text element of `length` characters, at `fontSizeMm`. */
export function textOf(index: number, length: number, fontSizeMm = 8) {
  return {
    ...textDesign(1).views[0]!.elements[0]!,
    id: `t${index}`,
    text: words(length),
    fontSizeMm,
    yMm: 5 + (index % 12) * 5,
  };
}

/**
 * A front at every limit at once: as many elements as a view takes, as many pictures as a
 * design takes (of `uploads`, in turn), the rest texts adding up to the design's characters, the
 * first of them as long as a text may be.
 */
export function frontAtLimits(uploads: string[]) {
  const pictures = Array.from({ length: DESIGN_LIMITS.pictures }, (_, index) => ({
    ...logoElement(uploads[index % uploads.length]!, 20),
    id: `logo${index}`,
    xMm: 10 + index * 15,
  }));
  const texts = DESIGN_LIMITS.elementsPerView - pictures.length;
  const rest = DESIGN_LIMITS.designCharacters - DESIGN_LIMITS.textCharacters;
  const lengths = [
    DESIGN_LIMITS.textCharacters,
    ...Array.from(
      { length: texts - 1 },
      (_, index) =>
        Math.floor((rest * (index + 1)) / (texts - 1)) - Math.floor((rest * index) / (texts - 1)),
    ),
  ];
  return {
    ...textDesign(0).views[0]!,
    elements: [...pictures, ...lengths.map((length, index) => textOf(index, length))],
  };
}

/** A design of `front` alone. */
export function designOf(front: object) {
  return { ...textDesign(0), views: [front] };
}
