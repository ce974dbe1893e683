import { createHash } from 'node:crypto';
import { parseJson } from '../../lib/parse-json.js';
import type { StaffPicture } from '@store/contracts/wire/catalog-pictures';

/**
 * A product's pictures as the staff see them (issue 32): `images_json` in its order (what the
 * storefront shows and the importer writes), each with what `pictures_json` knows of it. A picture
 * the staff never touched (the import's) has an id made from its address, no alt text and no
 * original; an entry whose image `images_json` no longer holds (an import replaced the pictures)
 * is left out.
 */
export function picturesOf(imagesJson: string, picturesJson: string): StaffPicture[] {
  const images = parseJson<string[]>(imagesJson, []);
  const known = new Map(
    parseJson<StaffPicture[]>(picturesJson, []).map((picture) => [picture.image, picture]),
  );
  return images.map(
    (image) =>
      known.get(image) ?? {
        id: importedPictureId(image),
        image,
        alt: null,
        original: null,
        width: null,
        height: null,
        crop: null,
      },
  );
}

/** The id of a picture the staff never touched: its address's hash, the same on every read. */
export const importedPictureId = (image: string) =>
  createHash('sha256').update(image).digest('hex').slice(0, 12);

/** Each of `images_json`'s alt text, in its order (null: none written). */
export function altsOf(imagesJson: string, picturesJson: string): (string | null)[] {
  return picturesOf(imagesJson, picturesJson).map((picture) => picture.alt);
}

/** The alt text of `image` when the staff wrote one (the cards' featured picture). */
export function altOf(image: string | null, picturesJson: string): string | null {
  if (!image) return null;
  return (
    parseJson<StaffPicture[]>(picturesJson, []).find((picture) => picture.image === image)?.alt ??
    null
  );
}
