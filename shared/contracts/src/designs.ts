import type { Static } from 'typebox';
import type { CartItem } from './cart.ts';
import type { PrintArea } from './catalog.ts';
import { paths } from './routes.ts';
import type { DesignerSettingsSchema, DesignUploadSchema } from './wire/designs.schemas.ts';

/**
 * The product builder's contracts (issue 10): uploads, the designer's settings and the design a
 * customised cart line carries in `customization`. The uploads' and settings' wire types are the
 * API's schemas' (`wire/designs.schemas.ts`), imported as types.
 */

/** An uploaded picture as the server stored and measured it (`UploadDesign`, `UploadLogos`). */
export type DesignUpload = Static<typeof DesignUploadSchema>;
export type PaletteColor = DesignerSettings['inkPalette'][number];
/** `Designs/GetDesignerSettings`: the spec's designer settings and the tenant's palettes. */
export type DesignerSettings = Static<typeof DesignerSettingsSchema>;

/**
 * The saved design is not a schema: a line's `customization` crosses the wire as unknown JSON,
 * which the API reads through these types (its print files, the embroidery preview) and checks
 * with its own rules (`api/src/modules/designs/design-limits.ts`).
 */
interface PlacedElement {
  id: string;
  /** Centre, from the print area's top-left corner, in mm. */
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  angle: number;
}

export interface DesignTextElement extends PlacedElement {
  type: 'text';
  text: string;
  /** `#rrggbb` */
  fill: string;
  fontFamily: string;
  fontSizeMm: number;
  bold: boolean;
  italic: boolean;
  align: 'left' | 'center' | 'right';
  /**
   * Curved text: the radius of its baseline in mm, positive arched over a circle, negative bent
   * under one; absent or 0 is straight.
   */
  curveMm?: number;
}

export interface DesignImageElement extends PlacedElement {
  type: 'image';
  /** `DesignUpload.name`: the server reads its pixels and colours from the stored upload. */
  upload: string;
  widthPx: number;
  heightPx: number;
  isVector: boolean;
}

export type DesignElement = DesignTextElement | DesignImageElement;

export interface DesignView {
  view: string;
  printArea: PrintArea;
  elements: DesignElement[];
  /** The saved mockup of this view (`DesignUpload.name`, PNG at multiplier 2). */
  mockup?: string;
}

/**
 * The design a customised line carries (`AddToCartRequest.customization`). The server prices it
 * from its elements: the colours of its texts and of the stored uploads it references, and the
 * print areas with something in them; `colorCount` and `printAreaCount` are the editor's own
 * figures, shown to the buyer, never charged from.
 */
export interface DesignCustomization {
  kind: 'store-design';
  version: 1;
  /** The product's `slug`: where the builder reopens the line. */
  productDesc: string;
  techniqueId: number;
  views: DesignView[];
  /** 0 in the empty design of a line whose design is still to be made (`pendingDesign`). */
  colorCount: number;
  printAreaCount: number;
}

/**
 * The builder on a line whose design is still to be made ('Diseñar'; 'Subir logo' with `upload`):
 * its product, technique, colour and units, and the line, so a line of the cart is saved back in
 * its place and any other (a quote's, a buy-now product) opens as a new design of the same
 * choice. Null when the line does not name its product (lines kept before it did).
 */
export function missingDesignPath(item: CartItem, upload = false): string | null {
  const values = item.type === 'ProductoSimple' ? [item.value] : item.value;
  const first = values[0];
  const design = first?.customization as Partial<DesignCustomization> | null | undefined;
  if (!first || typeof design?.productDesc !== 'string') return null;
  return paths.customizeProduct({
    product: design.productDesc,
    line: item.shoppingCartUUID,
    technique: first.applicationTechnique?.id,
    variant: first.id,
    quantity: values.reduce((sum, value) => sum + value.quantity, 0),
    start: upload ? 'upload' : undefined,
  });
}
