import type { ApplicationTechnique, DesignUpload, DesignView } from '@store/contracts';
import { isTooThin, textsHaveLines, thinnestTextStrokeMm } from '@store/contracts/design-rules';
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

/** A text's thinnest stroke as printed, rounded for the message (the rule is the server's too). */
export const strokeWidthMm = (text: Parameters<typeof thinnestTextStrokeMm>[0]) =>
  Math.round(thinnestTextStrokeMm(text) * 100) / 100;

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
      else if (rules.minLineWidthMm !== null && textsHaveLines(rules)) {
        if (isTooThin(thinnestTextStrokeMm(element), rules))
          problems.push({
            elementId: element.id,
            hard: true,
            message: messages.lineTooThin(name, strokeWidthMm(element), rules.minLineWidthMm),
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
