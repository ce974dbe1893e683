import { StaticCanvas } from 'fabric';
import type { DesignElement } from '@store/contracts';
import type { ViewLayout } from '../design/area-math';
import { loadPicture } from './picture-loader';
import { makeImage, makeText } from './scene';

/** Spec section 3's designer export: PNG, 72 DPI, multiplier 2. */
export const EXPORT_MULTIPLIER = 2;

/**
 * The mockup of one view as a PNG data URL: the product's picture with the design on it, drawn
 * off screen from the design itself (the guides are never part of it), at twice the canvas size.
 */
export async function renderMockup(
  layout: ViewLayout,
  picture: string | null,
  elements: DesignElement[],
  imageUrl: (upload: string) => Promise<string>,
): Promise<string> {
  const canvas = new StaticCanvas(document.createElement('canvas'), {
    width: layout.width,
    height: layout.height,
    backgroundColor: '#ffffff',
  });
  try {
    if (picture) {
      const photo = await loadPicture(picture);
      photo.set({
        originX: 'left',
        originY: 'top',
        left: 0,
        top: 0,
        scaleX: layout.width / (photo.width || 1),
        scaleY: layout.height / (photo.height || 1),
      });
      canvas.backgroundImage = photo;
    }
    for (const element of elements)
      canvas.add(
        element.type === 'text'
          ? makeText(element, layout)
          : await makeImage(element, await imageUrl(element.upload), layout),
      );
    canvas.renderAll();
    return canvas.toDataURL({ format: 'png', multiplier: EXPORT_MULTIPLIER });
  } finally {
    void canvas.dispose();
  }
}
