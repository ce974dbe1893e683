import { curveGeometry, pointOnCurve } from '@store/contracts/design-rules';
import type { DesignImageElement, DesignTextElement } from '@store/contracts';
import { fontFor } from './print-fonts.js';

/**
 * The SVG of one design element, in the print area's millimetres (origin at the area's corner),
 * drawn as the editor draws it: centred on (xMm, yMm), turned by `angle`.
 */

/** fabric's text metrics (IText defaults): a line box is 1.13 em, lines 1.16 apart, the
 * baseline 0.222 of the box above its bottom. */
const LINE_BOX_EM = 1.13;
const LINE_HEIGHT = 1.16;
const BASELINE_FROM_BOTTOM = 0.222;

const fixed = (value: number) => Number(value.toFixed(4));
const HEX = /^#[0-9a-f]{6}$/i;

const placed = (element: { xMm: number; yMm: number; angle: number }, body: string) =>
  `<g transform="translate(${fixed(element.xMm)} ${fixed(element.yMm)}) rotate(${fixed(element.angle)})">${body}</g>`;

/** A text as glyph outlines (one `<path>` per glyph), never as `<text>`. */
export function textSvg(element: DesignTextElement): string {
  const font = fontFor(element.fontFamily, element.bold, element.italic);
  const size = element.fontSizeMm;
  const unit = size / font.unitsPerEm;
  const lines = element.text.split('\n').map((line) => ({ run: font.layout(line) }));
  const widths = lines.map(({ run }) => run.advanceWidth * unit);
  const blockWidth = Math.max(0, ...widths);
  const box = size * LINE_BOX_EM;
  const blockHeight = box * (1 + LINE_HEIGHT * (lines.length - 1));
  const fill = HEX.test(element.fill) ? element.fill.toLowerCase() : '#000000';
  const glyphs: string[] = [];
  const glyph = (d: string, transform: string) =>
    d &&
    glyphs.push(`<path transform="${transform} scale(${fixed(unit)} ${fixed(-unit)})" d="${d}"/>`);
  const curve = element.curveMm ? curveGeometry(blockWidth, size, element.curveMm) : null;
  lines.forEach(({ run }, index) => {
    const slack = blockWidth - widths[index]!;
    const shift = element.align === 'left' ? 0 : element.align === 'right' ? slack : slack / 2;
    const baseline =
      -blockHeight / 2 + index * box * LINE_HEIGHT + box * (1 - BASELINE_FROM_BOTTOM);
    let pen = curve ? shift : -blockWidth / 2 + shift;
    run.glyphs.forEach((outline, g) => {
      const position = run.positions[g]!;
      const advance = position.xAdvance * unit;
      const d = outline.path.toSVG();
      const x = position.xOffset * unit;
      const y = -position.yOffset * unit;
      if (curve) {
        // As fabric draws a text on a path: every line on the one arc, each glyph centred on the
        // point its advance's middle reaches, its baseline along the arc there; the element's
        // centre is the middle of the box the curved glyphs fill.
        const at = pointOnCurve(blockWidth, element.curveMm!, pen + advance / 2);
        const dx = at.x - (curve.box.left + curve.box.width / 2);
        const dy = at.y - (curve.box.top + curve.box.height / 2);
        glyph(
          d,
          `translate(${fixed(dx)} ${fixed(dy)}) rotate(${fixed(at.angle)}) translate(${fixed(x - advance / 2)} ${fixed(y)})`,
        );
      } else glyph(d, `translate(${fixed(pen + x)} ${fixed(baseline + y)})`);
      pen += advance;
    });
  });
  return placed(element, `<g fill="${fill}">${glyphs.join('')}</g>`);
}

/** An image at its element's size, its stored upload embedded whole (original resolution). */
export function imageSvg(element: DesignImageElement, contentType: string, bytes: Buffer): string {
  const { widthMm: w, heightMm: h } = element;
  return placed(
    element,
    `<image x="${fixed(-w / 2)}" y="${fixed(-h / 2)}" width="${fixed(w)}" height="${fixed(h)}" preserveAspectRatio="none" href="data:${contentType};base64,${bytes.toString('base64')}"/>`,
  );
}
