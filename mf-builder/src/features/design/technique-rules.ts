import type { ApplicationTechnique, DesignUpload, DesignView } from '@store/contracts';
import { inksOf } from './design-model';
import { dpiLevel, effectiveDpi } from './dpi';

/** Something in the design a technique cannot print (hard) or may print badly (soft). */
export interface RuleProblem {
  /** The element it is about; null for the whole design. */
  elementId: string | null;
  message: string;
  hard: boolean;
}

export type RuleMessages = {
  textTooSmall: (technique: string, mm: number) => string;
  lineTooThin: (technique: string, width: number, min: number) => string;
  rasterRefused: (technique: string) => string;
  lowDpi: (dpi: number, min: number) => string;
  warnDpi: (dpi: number) => string;
  tooManyColors: (technique: string, max: number, count: number) => string;
  tooBig: (technique: string, width: number, height: number) => string;
};

/**
 * How thick a font's strokes are, as a share of its size (stems measured on the shipped files:
 * Roboto's regular stem is about 0.09 em, its bold 0.14 em; Lobster's hairlines about 0.06 em).
 * Texts are not traced, so this estimate is what the minimum line width is checked against.
 */
const STEM: Record<string, { regular: number; bold: number }> = {
  Roboto: { regular: 0.09, bold: 0.14 },
  Lobster: { regular: 0.06, bold: 0.06 },
};

export function strokeWidthMm(fontFamily: string, fontSizeMm: number, bold: boolean): number {
  const stem = STEM[fontFamily] ?? STEM.Roboto!;
  return Math.round(fontSizeMm * (bold ? stem.bold : stem.regular) * 100) / 100;
}

interface Limits {
  warnDpi: number;
  minPrintDpi: number;
}

/** Every rule of the technique (data on the technique) checked against the design. */
export function ruleProblems(
  views: DesignView[],
  technique: ApplicationTechnique,
  uploads: Map<string, DesignUpload>,
  limits: Limits,
  messages: RuleMessages,
): RuleProblem[] {
  const { rules, name } = technique;
  const problems: RuleProblem[] = [];
  for (const element of views.flatMap((view) => view.elements)) {
    if (element.type === 'text') {
      if (rules.minTextHeightMm !== null && element.fontSizeMm < rules.minTextHeightMm)
        problems.push({
          elementId: element.id,
          hard: true,
          message: messages.textTooSmall(name, rules.minTextHeightMm),
        });
      // One message per text: its height first, then its strokes.
      else if (rules.minLineWidthMm !== null) {
        const stroke = strokeWidthMm(element.fontFamily, element.fontSizeMm, element.bold);
        if (stroke < rules.minLineWidthMm)
          problems.push({
            elementId: element.id,
            hard: true,
            message: messages.lineTooThin(name, stroke, rules.minLineWidthMm),
          });
      }
      continue;
    }
    if (!element.isVector && !rules.rasterAllowed)
      problems.push({ elementId: element.id, hard: true, message: messages.rasterRefused(name) });
    const dpi = effectiveDpi(element.widthPx, element.heightPx, element.widthMm, element.heightMm);
    const level = dpiLevel(dpi, element.isVector, limits);
    if (level === 'refuse')
      problems.push({
        elementId: element.id,
        hard: true,
        message: messages.lowDpi(dpi, limits.minPrintDpi),
      });
    if (level === 'warn')
      problems.push({ elementId: element.id, hard: false, message: messages.warnDpi(dpi) });
  }
  const inks = inksOf(views, uploads).length;
  if (rules.maxColors !== null && inks > rules.maxColors)
    problems.push({
      elementId: null,
      hard: true,
      message: messages.tooManyColors(name, rules.maxColors, inks),
    });
  for (const view of views) {
    const { maxImprintWidthMm: maxWidth, maxImprintHeightMm: maxHeight } = rules;
    const widest = Math.max(0, ...view.elements.map((e) => e.widthMm));
    const tallest = Math.max(0, ...view.elements.map((e) => e.heightMm));
    if ((maxWidth !== null && widest > maxWidth) || (maxHeight !== null && tallest > maxHeight))
      problems.push({
        elementId: null,
        hard: true,
        message: messages.tooBig(name, maxWidth ?? widest, maxHeight ?? tallest),
      });
  }
  return problems;
}
