import { Type, type Static } from 'typebox';
import { PICTURE_LIMITS } from '../product-rules/limits.ts';

/** A product's pictures as the back office edits them (issue 32): `.../products/:id/pictures`. */

const strict = { additionalProperties: false } as const;
const version = Type.Integer({ minimum: 1 });
const pixels = Type.Integer({ minimum: 0, maximum: 100_000 });
/** 12 hex digits: a picture's id. */
const pictureId = Type.String({ pattern: '^[0-9a-f]{12}$', minLength: 12, maxLength: 12 });

export const PictureCropSchema = Type.Object(
  { x: pixels, y: pixels, width: pixels, height: pixels },
  strict,
);

export const StaffPictureSchema = Type.Object({
  id: Type.String(),
  image: Type.String(),
  alt: Type.Union([Type.String(), Type.Null()]),
  original: Type.Union([Type.String(), Type.Null()]),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  crop: Type.Union([PictureCropSchema, Type.Null()]),
});

export const ProductPicturesSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  name: Type.String(),
  pictures: Type.Array(StaffPictureSchema),
});

export const PictureOrderBodySchema = Type.Object(
  { version, order: Type.Array(pictureId, { maxItems: PICTURE_LIMITS.perProduct * 2 }) },
  strict,
);

// Twice the rule's length, so that a long text reaches the rule and its Spanish message.
export const PictureAltBodySchema = Type.Object(
  { version, alt: Type.String({ maxLength: PICTURE_LIMITS.alt * 2 }) },
  strict,
);

/**
 * `drawnOn`: the size the crop was drawn on when the picture has no original yet (one of the
 * import's, measured in the browser): the API scales the crop to the original it keeps.
 */
export const PictureCropBodySchema = Type.Object(
  {
    version,
    crop: Type.Union([PictureCropSchema, Type.Null()]),
    drawnOn: Type.Optional(
      Type.Object(
        {
          width: Type.Integer({ minimum: 1, maximum: 100_000 }),
          height: Type.Integer({ minimum: 1, maximum: 100_000 }),
        },
        strict,
      ),
    ),
  },
  strict,
);

export const PictureDeleteBodySchema = Type.Object({ version }, strict);

/** An upload names the version in its address: the body is the files. */
export const PictureUploadQuerySchema = Type.Object({ version }, strict);

export const PictureParamsSchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), pictureId },
  strict,
);

export type PictureCrop = Static<typeof PictureCropSchema>;
export type StaffPicture = Static<typeof StaffPictureSchema>;
export type ProductPictures = Static<typeof ProductPicturesSchema>;
export type PictureOrderBody = Static<typeof PictureOrderBodySchema>;
