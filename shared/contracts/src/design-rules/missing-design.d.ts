import type { CartItemValue } from '../cart';
import type { DesignCustomization } from '../designs';

type Customised = Pick<CartItemValue, 'applicationTechnique' | 'customization'>;

/** Whether a customisation has something to print (a view with at least one element). */
export declare function hasDesign(customization: unknown): boolean;

/** A line with a technique and nothing to print yet: it shows 'Falta tu diseño'. */
export declare function designMissing(value: Customised | null | undefined): boolean;

/** Whether any line of a cart item (a curve product's sizes included) misses its design. */
export declare function itemDesignMissing(item: {
  value: Customised | readonly Customised[];
}): boolean;

/** The empty design a technique-only line keeps: the product and technique the builder opens. */
export declare function pendingDesign(
  productDesc: string,
  techniqueId: number,
): DesignCustomization;
