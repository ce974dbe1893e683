import { pictureCropProblems } from '@store/contracts/product-rules';
import type { PictureCrop } from '@store/contracts/wire/catalog-pictures';
import { AppError } from '../../http/errors.js';
import type { PictureFiles } from './catalog-picture-files.js';

export interface Size {
  width: number;
  height: number;
}

/** A crop as the back office sends it; `drawnOn`: the size it was drawn on when not the original's. */
export interface DrawnCrop {
  crop: PictureCrop | null;
  drawnOn?: Size | undefined;
}

/** The picture being cut: a product's or a category's, with its kept original when it has one. */
export interface CroppedPicture {
  id: string;
  image: string;
  original: string | null;
  width: number | null;
  height: number | null;
}

/** The cut to save: the original (kept or just adopted), the crop in its pixels, the shown image. */
export interface Cut {
  source: { original: string; width: number; height: number };
  crop: PictureCrop | null;
  image: string;
}

export const CROP_MESSAGES = {
  drawnOn: (size: Size) =>
    `El recorte se dibujó sobre una foto de otras proporciones que la guardada (${size.width} × ${size.height} px): recargue y vuelva a recortarla. No se cambió nada.`,
};

/**
 * `crop` drawn on a picture of the import as the browser measured it (`drawnOn`), in the pixels
 * of the original the API keeps (an SVG is drawn larger): scaled, whole, inside it. The two must
 * be the same picture's proportions (2 % apart at most).
 */
function scaledCrop(crop: PictureCrop, drawnOn: Size, size: Size): PictureCrop {
  const sx = size.width / drawnOn.width;
  const sy = size.height / drawnOn.height;
  if (Math.abs(sx - sy) / sx > 0.02) throw AppError.unprocessable(CROP_MESSAGES.drawnOn(size));
  const x = Math.round(crop.x * sx);
  const y = Math.round(crop.y * sy);
  return {
    x,
    y,
    width: Math.min(Math.round(crop.width * sx), size.width - x),
    height: Math.min(Math.round(crop.height * sy), size.height - y),
  };
}

/**
 * Cuts a picture's shown image from its original (crop null: the whole original) and saves it,
 * for products and categories alike. A picture without a kept original (the import's, the seed's,
 * or a category's uploaded before originals were kept) is first taken as the store's own
 * (`files.adopt`: its file, or its http(s) address downloaded, checked as an upload). The crop is
 * checked against the original (`pictureCropProblems`: a Spanish 400 on `crop.<field>`), then
 * `save` writes the cut (it may refuse: 404, 409, 422). A refusal leaves no file of this request
 * behind, except one the saved state shows (`shown`, read after the refusal): the same crop saved
 * meanwhile by someone else is the same file.
 */
export async function cropAndSave<T>(
  files: Pick<PictureFiles, 'adopt' | 'crop' | 'remove'>,
  tenant: string,
  picture: CroppedPicture,
  drawn: DrawnCrop,
  save: (cut: Cut) => Promise<T>,
  shown: () => Promise<(string | null | undefined)[]>,
): Promise<T> {
  const kept =
    picture.original && picture.width && picture.height
      ? { original: picture.original, width: picture.width, height: picture.height }
      : null;
  const source = kept ?? (await files.adopt(tenant, picture.id, picture.image));
  let image: string | null = null;
  try {
    const size = { width: source.width, height: source.height };
    const { drawnOn } = drawn;
    const crop = drawn.crop && drawnOn ? scaledCrop(drawn.crop, drawnOn, size) : drawn.crop;
    const [field, message] = Object.entries(crop ? pictureCropProblems(crop, size) : {})[0] ?? [];
    if (field && message) throw AppError.badRequest(message, `crop.${field}`);
    image = await files.crop(tenant, picture.id, source.original, crop);
    return await save({ source, crop, image });
  } catch (error) {
    const now = await shown();
    const written = [kept ? null : source.original, image];
    await files.remove(
      tenant,
      written.flatMap((file) => (file && !now.includes(file) ? [file] : [])),
    );
    throw error;
  }
}
