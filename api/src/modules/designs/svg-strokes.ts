/**
 * The thinnest stroke of a (sanitised) SVG as a share of its width, or null without strokes.
 * Read from the markup: an element with a `stroke` other than none (attribute or inline style)
 * draws `stroke-width` user units (1 when unset). Approximations: transforms inside the picture
 * are ignored, a stroke inherited from a group counts at the group's own width, and fills are not
 * measured (a thin filled shape passes). `<style>` elements never get this far (refused on upload).
 */
const TAG = /<([a-zA-Z][\w:-]*)\b([^>]*)>/g;

function property(attributes: string, name: string): string | null {
  const style = /\bstyle\s*=\s*("([^"]*)"|'([^']*)')/.exec(attributes);
  const inline =
    style && new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(style[2] ?? style[3] ?? '');
  if (inline) return inline[1]!.trim();
  const attribute = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(attributes);
  return attribute ? (attribute[2] ?? attribute[3] ?? '').trim() : null;
}

/** The picture's width in user units: its viewBox, else its width attribute. */
function userWidth(root: string): number | null {
  const viewBox = property(root, 'viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  if (viewBox && viewBox.length === 4 && viewBox[2]! > 0) return viewBox[2]!;
  const width = Number.parseFloat(property(root, 'width') ?? '');
  return width > 0 ? width : null;
}

export function thinnestStrokeShare(svg: string): number | null {
  let width: number | null = null;
  let thinnest: number | null = null;
  for (const [, tag, attributes = ''] of svg.matchAll(TAG)) {
    if (tag === 'svg' && width === null) {
      width = userWidth(attributes);
      continue;
    }
    const stroke = property(attributes, 'stroke');
    if (!stroke || stroke === 'none' || stroke === 'transparent') continue;
    const strokeWidth = Number.parseFloat(property(attributes, 'stroke-width') ?? '1');
    if (strokeWidth > 0) thinnest = Math.min(thinnest ?? Infinity, strokeWidth);
  }
  return width && thinnest !== null ? thinnest / width : null;
}
