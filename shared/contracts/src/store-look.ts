import type { Static } from 'typebox';
import type {
  StoreImageSchema,
  StoreLookBodySchema,
  StoreLookColorsSchema,
  StoreLookSchema,
  StoreLookStateSchema,
  StoreVersionBodySchema,
} from './wire/store-look.schemas.ts';

/**
 * The back office's «Tienda» (issue 32): the store's look, prepared and then published. The API's
 * schemas (`wire/store-look.schemas.ts`), imported as types.
 */

/** The seven named colours, without the extra ones a tenant file may add. */
export type StoreLookColors = Static<typeof StoreLookColorsSchema>;
export type StoreLook = Static<typeof StoreLookSchema>;
export type StoreLookState = Static<typeof StoreLookStateSchema>;
export type StoreLookBody = Static<typeof StoreLookBodySchema>;
export type StoreVersionBody = Static<typeof StoreVersionBodySchema>;
export type StoreImage = Static<typeof StoreImageSchema>;
