import type { TechniqueRules } from '../catalog';
import type { DesignTextElement } from '../designs';

/** Each face's thinnest stroke as a share of the font size (em). */
export declare const THINNEST_STROKE_EM: Record<string, { regular: number; bold: number }>;

/** The thinnest stroke of a text as printed, in mm. */
export declare function thinnestTextStrokeMm(
  text: Pick<DesignTextElement, 'fontFamily' | 'bold' | 'fontSizeMm'>,
): number;

/** Whether a line `thinnestMm` wide is thinner than the technique's minimum. */
export declare function isTooThin(
  thinnestMm: number | null,
  rules: Pick<TechniqueRules, 'minLineWidthMm'>,
): boolean;

/** Whether the technique's minimum line applies to texts (not on embroidery). */
export declare function textsHaveLines(rules: Pick<TechniqueRules, 'palette'>): boolean;
