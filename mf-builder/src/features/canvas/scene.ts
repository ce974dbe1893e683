import { FabricImage, IText, Path, Point, Rect as FabricRect, type FabricObject } from 'fabric';
import type { DesignElement, DesignImageElement, DesignTextElement } from '@store/contracts';
import type { Rect, ViewLayout } from '../design/area-math';
import { curveGeometry } from '@store/contracts/design-rules';
import { loadPicture } from './picture-loader';

/**
 * Design elements (mm, centre from the area's corner) drawn as fabric objects (pixels, centre
 * origins as fabric 7 sets them) and read back after the buyer moves them.
 */

const ids = new WeakMap<FabricObject, string>();
const guides = new WeakSet<FabricObject>();

export const idOf = (object: FabricObject | undefined) => (object ? ids.get(object) : undefined);
export const isGuide = (object: FabricObject) => guides.has(object);

const CONTROLS = {
  originX: 'center',
  originY: 'center',
  cornerStyle: 'circle',
  cornerColor: '#1f6feb',
  borderColor: '#1f6feb',
  transparentCorners: false,
  lockScalingFlip: true,
} as const;

function placement(element: DesignElement, layout: ViewLayout) {
  return {
    left: layout.area.left + element.xMm * layout.scale,
    top: layout.area.top + element.yMm * layout.scale,
    angle: element.angle,
  };
}

function textProps(element: DesignTextElement, layout: ViewLayout) {
  return {
    ...placement(element, layout),
    text: element.text,
    fill: element.fill,
    fontFamily: element.fontFamily,
    fontSize: element.fontSizeMm * layout.scale,
    fontWeight: element.bold ? 'bold' : 'normal',
    fontStyle: element.italic ? 'italic' : 'normal',
    textAlign: element.align,
    scaleX: 1,
    scaleY: 1,
    // fabric counts a text's (unused) 1 px stroke in its size: the read-out and the saved mm
    // would be a canvas pixel bigger than the glyphs the print file lays out.
    strokeWidth: 0,
  } as const;
}

/**
 * Lays a curved text on its arc (or straightens it): measured straight first, then put on an
 * invisible baseline whose box is the one the glyphs fill (`@store/contracts/design-rules`).
 */
function bend(text: IText, element: DesignTextElement, layout: ViewLayout) {
  text.set({ path: undefined });
  if (!element.curveMm) return;
  const { path, box } = curveGeometry(text.width, text.fontSize, element.curveMm * layout.scale);
  const baseline = new Path(path, { visible: false });
  baseline.set({
    width: box.width,
    height: box.height,
    pathOffset: new Point(box.left + box.width / 2, box.top + box.height / 2),
  });
  text.set({ path: baseline });
}

export function makeText(element: DesignTextElement, layout: ViewLayout): IText {
  const text = new IText(element.text, {
    ...CONTROLS,
    ...textProps(element, layout),
    editable: false,
  });
  bend(text, element, layout);
  ids.set(text, element.id);
  return text;
}

function imageProps(element: DesignImageElement, image: FabricImage, layout: ViewLayout) {
  return {
    ...placement(element, layout),
    scaleX: (element.widthMm * layout.scale) / (image.width || 1),
    scaleY: (element.heightMm * layout.scale) / (image.height || 1),
  };
}

export async function makeImage(
  element: DesignImageElement,
  url: string,
  layout: ViewLayout,
): Promise<FabricImage> {
  const image = await loadPicture(url);
  image.set({ ...CONTROLS, ...imageProps(element, image, layout) });
  ids.set(image, element.id);
  return image;
}

/** Puts an existing object where its element says (after undo, a panel change, a new view). */
export function place(object: FabricObject, element: DesignElement, layout: ViewLayout): void {
  if (element.type === 'text' && object instanceof IText) {
    object.set(textProps(element, layout));
    bend(object, element, layout);
  }
  if (element.type === 'image' && object instanceof FabricImage)
    object.set(imageProps(element, object, layout));
  object.setCoords();
}

/** The element as the buyer left the object: position, size and angle back in mm. */
export function readBack<E extends DesignElement>(
  element: E,
  object: FabricObject,
  layout: ViewLayout,
): E {
  const { scale, area } = layout;
  const geometry = {
    xMm: round((object.left - area.left) / scale),
    yMm: round((object.top - area.top) / scale),
    widthMm: round(object.getScaledWidth() / scale),
    heightMm: round(object.getScaledHeight() / scale),
    angle: round(object.angle),
  };
  if (element.type === 'text' && object instanceof IText)
    return {
      ...element,
      ...geometry,
      fontSizeMm: round((object.fontSize * object.scaleY) / scale),
    };
  return { ...element, ...geometry };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The print area's outline, and its bleed and safety lines (shown while dragging). */
export function makeGuides(layout: ViewLayout): { area: FabricObject; lines: FabricObject[] } {
  const line = (rect: Rect, stroke: string, dash: number[]) => {
    const guide = new FabricRect({
      left: rect.left + rect.width / 2,
      top: rect.top + rect.height / 2,
      width: rect.width,
      height: rect.height,
      originX: 'center',
      originY: 'center',
      fill: 'transparent',
      stroke,
      strokeWidth: 1,
      strokeDashArray: dash,
      strokeUniform: true,
      selectable: false,
      evented: false,
      objectCaching: false,
    });
    guides.add(guide);
    return guide;
  };
  return {
    area: line(layout.area, '#1f6feb', [6, 4]),
    lines: [line(layout.bleed, '#d32f2f', [2, 3]), line(layout.safety, '#2e7d32', [2, 3])],
  };
}
