import { Type, type Static } from 'typebox';

/**
 * Spec section 3, "Shop configuration": what `PartnerConfigs/GetConfig` answers for one tenant
 * (the types in ../tenant.ts), and the store's other public settings calls.
 */
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The seven named colours plus any other the tenant names (each one becomes `--color-<name>`). */
export interface ShopColors {
  primary: string;
  secondary: string;
  accent: string;
  link: string;
  background: string;
  surface: string;
  text: string;
  [name: string]: string;
}

// Type.Object cannot express the index signature in its static type; the JSON schema can.
export const ShopColorsSchema = Type.Unsafe<ShopColors>(
  Type.Object(
    {
      primary: Type.String(),
      secondary: Type.String(),
      accent: Type.String(),
      link: Type.String(),
      background: Type.String(),
      surface: Type.String(),
      text: Type.String(),
    },
    { additionalProperties: Type.String() },
  ),
);

const familyFields = {
  id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  /** The category slug the family links to; null for the 'Todas' entry (every product). */
  slug: NullableString,
  icon_url: NullableString,
};
/**
 * A menu entry: a category of the tree with its subcategories under it, at most three levels
 * (CATEGORY_LIMITS.depth), so the third level has no `children`. Spelled out level by level, not
 * recursive, so the response serializer needs no `$ref`.
 */
const FamilyLeafSchema = Type.Object(familyFields);
const FamilyBranchSchema = Type.Object({
  ...familyFields,
  children: Type.Optional(Type.Array(FamilyLeafSchema)),
});
export const FamilySchema = Type.Object({
  ...familyFields,
  children: Type.Optional(Type.Array(FamilyBranchSchema)),
});

export const SocialMediaSchema = Type.Object({
  socialMediaFK: Type.Object({ key: Type.String(), name: Type.String() }),
  username: Type.String(),
});

export const ProductBuilderSchema = Type.Object({
  categories: Type.Array(
    Type.Object({
      name: Type.String(),
      designs: Type.Array(
        Type.Object({
          name: Type.String(),
          /** An image as embedded data (`data:image/...;base64,...`), never a remote address. */
          source: Type.String(),
        }),
      ),
    }),
  ),
});

const TemplateIdSchema = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
  Type.Literal(7),
  Type.Literal(8),
  Type.Literal(9),
  Type.Literal(10),
]);

export const EnvironmentSchema = Type.Union([Type.Literal('ARG'), Type.Literal('CL')]);

export const ShopConfigSchema = Type.Object({
  tenant: NullableString,
  name: Type.String(),
  logo: NullableString,
  favicon: NullableString,
  colors: ShopColorsSchema,
  designs: Type.Record(Type.String(), Type.String()),
  families: Type.Array(FamilySchema),
  templateFK: Type.Object({ id: TemplateIdSchema }),
  environment: EnvironmentSchema,
  withTaxes: Type.Boolean(),
  googleTagManagerCode: NullableString,
  googleAnalyticsCode: NullableString,
  pixelFB: NullableString,
  roundPrice: Type.Integer(),
  currencySymbol: Type.String(),
  showProductVideo: Type.Boolean(),
  usePriceWithoutMinimun: Type.Boolean(),
  partnerConfigShippingMethod: NullableString,
  useFeaturedCategories: Type.Boolean(),
  showComplementaryInformation: Type.Boolean(),
  registrationInShop: Type.Boolean(),
  quotation: Type.Boolean(),
  isMultipleVariantDesigns: Type.Boolean(),
  socialMedias: Type.Array(SocialMediaSchema),
  productBuilder: ProductBuilderSchema,
  contact: Type.Object({ email: NullableString, phone: NullableString, address: NullableString }),
  about: NullableString,
  policy: NullableString,
  /**
   * The tenant's own tax condition, which decides the invoice type (Argentina: RI, MT or EX;
   * Chile: CONTRIBUYENTE). GetConfig always sends it; optional only so older fixtures stay valid.
   */
  taxCondition: Type.Optional(
    Type.Union([
      Type.Literal('RI'),
      Type.Literal('MT'),
      Type.Literal('EX'),
      Type.Literal('CONTRIBUYENTE'),
    ]),
  ),
});

export type ShopConfig = Static<typeof ShopConfigSchema>;
export type Family = Static<typeof FamilySchema>;
export type SocialMedia = Static<typeof SocialMediaSchema>;
export type Environment = Static<typeof EnvironmentSchema>;
export type TemplateId = ShopConfig['templateFK']['id'];

/** GetConfig takes no input; the flag the frontend may send is accepted and ignored. */
export const GetConfigQuerySchema = Type.Object(
  { isEcommerceClient: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** WhiteBoxSettings/GetWhiteboxSettingsKey: one text setting of the store by key. */
export const WhiteboxKeyQuerySchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,63}$' }),
    isEcommerceClient: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const WhiteboxSettingSchema = Type.Object({ key: Type.String(), value: NullableString });

/** `/users/distributor/logo_url`: the store's customer logos, 8 unless asked otherwise. */
export const LogosQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })) },
  { additionalProperties: false },
);

export const DistributorLogosSchema = Type.Array(
  Type.Object({ name: Type.String(), logo_url: Type.String() }),
);

export const ColorPaletteSchema = Type.Array(
  Type.Object({ name: Type.String(), hex: Type.String() }),
);

export const NoQuerySchema = Type.Object({}, { additionalProperties: false });
