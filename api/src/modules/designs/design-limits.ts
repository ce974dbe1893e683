import { DESIGN_LIMITS } from '@store/contracts/design-rules';
import { AppError } from '../../http/errors.js';
import { DESIGN_MESSAGES } from './design-messages.js';

/**
 * The size limits of a design (`DESIGN_LIMITS`, shared with the builder), checked wherever one
 * enters: `chargeOf` (price, cart, quote, order, the order's design change) and the embroidery
 * preview. They bound what a rendering costs, so they are checked before anything is drawn.
 */
export { DESIGN_LIMITS };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KB = 1024;

/** The first limit `views` (of one design, or the one view a preview draws) pass, or null. */
function refusalOf(views: unknown[]): string | null {
  let pictures = 0;
  let characters = 0;
  const { fontSizeMm } = DESIGN_LIMITS;
  for (const view of views) {
    const elements = isObject(view) && Array.isArray(view.elements) ? view.elements : [];
    if (elements.length > DESIGN_LIMITS.elementsPerView) {
      const name = isObject(view) && typeof view.view === 'string' ? view.view.slice(0, 60) : '';
      return DESIGN_MESSAGES.tooManyElements(name, elements.length, DESIGN_LIMITS.elementsPerView);
    }
    for (const element of elements) {
      if (!isObject(element)) continue;
      if (element.type === 'image') pictures += 1;
      if (element.type !== 'text') continue;
      const length = typeof element.text === 'string' ? element.text.length : 0;
      if (length > DESIGN_LIMITS.textCharacters)
        return DESIGN_MESSAGES.textTooLong(length, DESIGN_LIMITS.textCharacters);
      characters += length;
      const size = element.fontSizeMm;
      if (typeof size !== 'number' || !(size >= fontSizeMm.min && size <= fontSizeMm.max))
        return DESIGN_MESSAGES.fontSizeOutOfRange(fontSizeMm.min, fontSizeMm.max);
    }
  }
  if (pictures > DESIGN_LIMITS.pictures)
    return DESIGN_MESSAGES.tooManyPictures(pictures, DESIGN_LIMITS.pictures);
  if (characters > DESIGN_LIMITS.designCharacters)
    return DESIGN_MESSAGES.textsTooLong(characters, DESIGN_LIMITS.designCharacters);
  return null;
}

/** Refuses (422, naming the limit) `part` past the JSON limit, or `views` past another. */
function assertWithin(part: unknown, views: unknown[]): void {
  const bytes = Buffer.byteLength(JSON.stringify(part) ?? '');
  if (bytes > DESIGN_LIMITS.jsonBytes)
    throw AppError.unprocessable(
      DESIGN_MESSAGES.designTooLarge(Math.ceil(bytes / KB), DESIGN_LIMITS.jsonBytes / KB),
    );
  const refusal = refusalOf(views);
  if (refusal) throw AppError.unprocessable(refusal);
}

/** A line's customisation: its JSON, and when it is a design (`views`) all of its views. */
export function assertDesignWithinLimits(customization: unknown): void {
  const views = isObject(customization) ? customization.views : null;
  assertWithin(customization, Array.isArray(views) ? views : []);
}

/** The one view a preview draws: held to the same limits, as a design of that view alone. */
export const assertViewWithinLimits = (view: unknown) => assertWithin(view, [view]);
