import { Type, type Static } from 'typebox';

/**
 * The back office's «Tienda» look (issue 32), prepared and then published (the types in
 * ../store-look.ts).
 */
const Hex = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 });
// Null first: with the API's type coercion a string-first union would read null as ''.
const NullableText = Type.Union([Type.Null(), Type.String({ maxLength: 300 })]);
/** A record's version: PostgreSQL's `integer` column. */
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** The seven named colours, without the extra ones a tenant file may add. */
export const StoreLookColorsSchema = Type.Object(
  {
    primary: Hex,
    secondary: Hex,
    accent: Hex,
    link: Hex,
    background: Hex,
    surface: Hex,
    text: Hex,
  },
  { additionalProperties: false },
);

export const StoreLookSchema = Type.Object(
  {
    templateId: Type.Integer({ minimum: 1, maximum: 10 }),
    colors: StoreLookColorsSchema,
    /** A file of this store under `/tenant-assets/<name>/` (the upload's answer), or none. */
    logo: NullableText,
    favicon: NullableText,
  },
  { additionalProperties: false },
);

export const StoreLookStateSchema = Type.Object({
  /** What buyers see now. */
  published: StoreLookSchema,
  /** What the owner is preparing; null when nothing waits to be published. */
  draft: Type.Union([StoreLookSchema, Type.Null()]),
  /** The storefront's address with the draft (`?preview=`); null without a draft. */
  previewUrl: Type.Union([Type.String(), Type.Null()]),
  version: Version,
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});

export const StoreLookBodySchema = Type.Object(
  { look: StoreLookSchema, version: Version },
  { additionalProperties: false },
);
export const StoreVersionBodySchema = Type.Object(
  { version: Version },
  { additionalProperties: false },
);
export const StoreImageParamsSchema = Type.Object(
  { kind: Type.Union([Type.Literal('logo'), Type.Literal('favicon')]) },
  { additionalProperties: false },
);
export const StoreImageSchema = Type.Object({ url: Type.String() });

export type StoreLook = Static<typeof StoreLookSchema>;
export type StoreLookState = Static<typeof StoreLookStateSchema>;
