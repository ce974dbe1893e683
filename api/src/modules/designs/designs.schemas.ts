import { Type, type Static } from 'typebox';

/** The builder's replies as schemas: shared/contracts/src/designs.ts says the same in types. */
export const DesignUploadSchema = Type.Object({
  name: Type.String(),
  url: Type.String(),
  contentType: Type.Union([
    Type.Literal('image/png'),
    Type.Literal('image/jpeg'),
    Type.Literal('image/webp'),
    Type.Literal('image/svg+xml'),
  ]),
  widthPx: Type.Integer(),
  heightPx: Type.Integer(),
  isVector: Type.Boolean(),
  colors: Type.Array(Type.String()),
  createdAt: Type.String(),
});
export type DesignUpload = Static<typeof DesignUploadSchema>;

const PaletteColorSchema = Type.Object({
  name: Type.String(),
  hex: Type.String(),
  code: Type.Optional(Type.String()),
});
export type PaletteColor = Static<typeof PaletteColorSchema>;

export const DesignerSettingsSchema = Type.Object({
  inkPalette: Type.Array(PaletteColorSchema),
  threadPalette: Type.Array(PaletteColorSchema),
  minUploadDpi: Type.Integer(),
  warnDpi: Type.Integer(),
  minPrintDpi: Type.Integer(),
  maxUploadBytes: Type.Integer(),
  exportMultiplier: Type.Integer(),
});
export type DesignerSettings = Static<typeof DesignerSettingsSchema>;

export const DesignFileParamsSchema = Type.Object({
  name: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg|webp|svg)$' }),
});
