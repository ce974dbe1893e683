import type { Canvas } from 'fabric';

/**
 * fabric ends a press on the `mouseup` the document hears, but browsers send no mouse events to
 * a disabled control: a drag released over one (a disabled 'Rehacer' beside the canvas) never
 * ended, the element stayed moving, and neither the design nor the read-out heard of the move.
 * The canvas captures the mouse or pen it was pressed with, so the release comes back to it.
 * Touches are left alone: fabric and the pinch follow them with touch events.
 */
export function holdPointer(canvas: Canvas): () => void {
  const element = canvas.upperCanvasEl;
  const down = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') element.setPointerCapture(event.pointerId);
  };
  element.addEventListener('pointerdown', down);
  return () => element.removeEventListener('pointerdown', down);
}
