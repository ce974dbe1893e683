import { Type, type Static } from 'typebox';

/** The builder's uploads and settings on the wire (the types in ../designs.ts). */

/** An uploaded picture as the server stored and measured it (`UploadDesign`, `UploadLogos`). */
export const DesignUploadSchema = Type.Object({
  /** The server-made name: what a design references. */
  name: Type.String(),
  /** Served to its owner only (send the token): another buyer's answers 404. */
  url: Type.String(),
  contentType: Type.Union([
    Type.Literal('image/png'),
    Type.Literal('image/jpeg'),
    Type.Literal('image/webp'),
    Type.Literal('image/svg+xml'),
  ]),
  widthPx: Type.Integer(),
  heightPx: Type.Integer(),
  /** SVG: no DPI limit. */
  isVector: Type.Boolean(),
  /** The spot colours the server counted (anti-aliasing and near duplicates aside). */
  colors: Type.Array(Type.String()),
  createdAt: Type.String(),
});
export type DesignUpload = Static<typeof DesignUploadSchema>;

const PaletteColorSchema = Type.Object({
  name: Type.String(),
  hex: Type.String(),
  /** A thread's or ink's code in the tenant's own palette. */
  code: Type.Optional(Type.String()),
});
export type PaletteColor = Static<typeof PaletteColorSchema>;

/** `Designs/GetDesignerSettings`: the spec's designer settings and the tenant's palettes. */
export const DesignerSettingsSchema = Type.Object({
  inkPalette: Type.Array(PaletteColorSchema),
  threadPalette: Type.Array(PaletteColorSchema),
  /** Spec section 9: uploads under this DPI at their print size are refused. */
  minUploadDpi: Type.Integer(),
  /** Raster images under this effective DPI get a warning. */
  warnDpi: Type.Integer(),
  /** Raster images under this effective DPI cannot be saved. */
  minPrintDpi: Type.Integer(),
  maxUploadBytes: Type.Integer(),
  exportMultiplier: Type.Integer(),
});
export type DesignerSettings = Static<typeof DesignerSettingsSchema>;

export const DesignFileParamsSchema = Type.Object({
  name: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg|webp|svg)$' }),
});
