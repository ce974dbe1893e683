import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Canvas, TPointerEventInfo } from 'fabric';
import type { ViewLayout } from '../design/area-math';
import { NO_ZOOM, ZOOM_STEP, panBy, pinch, zoomAt, type Viewport } from '../design/zoom';

type Pair = [{ x: number; y: number }, { x: number; y: number }];

/**
 * The canvas's zoom: buttons, Ctrl+wheel around the pointer, a drag on the empty canvas to pan
 * while zoomed, and two fingers to pinch and pan on a phone (fabric 7 has no gestures in core).
 */
export function useZoom(canvas: Canvas | null, layout: ViewLayout) {
  // The zoom belongs to the layout it was made on: a new view or size starts unzoomed.
  const [state, setState] = useState({ layout, viewport: NO_ZOOM });
  const viewport = state.layout === layout ? state.viewport : NO_ZOOM;
  const size = { width: layout.width, height: layout.height };
  const current = useRef({ layout, viewport, size });
  useLayoutEffect(() => {
    current.current = { layout, viewport, size };
  });

  const apply = (next: Viewport) => {
    current.current = { ...current.current, viewport: next };
    setState({ layout: current.current.layout, viewport: next });
  };

  useEffect(() => {
    if (!canvas) return;
    canvas.setViewportTransform([viewport.zoom, 0, 0, viewport.zoom, viewport.x, viewport.y]);
    canvas.requestRenderAll();
  }, [canvas, viewport]);

  useEffect(() => {
    if (!canvas) return undefined;
    const element = canvas.upperCanvasEl;
    const host = element.parentElement ?? element;
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      const box = element.getBoundingClientRect();
      const at = { x: event.clientX - box.left, y: event.clientY - box.top };
      const factor = Math.pow(0.998, event.deltaY);
      apply(zoomAt(current.current.viewport, factor, at, current.current.size));
    };
    let panFrom: { x: number; y: number } | null = null;
    const down = ({ target, viewportPoint }: TPointerEventInfo) => {
      panFrom = !target && current.current.viewport.zoom > 1 ? viewportPoint : null;
    };
    const move = ({ viewportPoint }: TPointerEventInfo) => {
      if (!panFrom) return;
      const { x, y } = viewportPoint;
      apply(panBy(current.current.viewport, x - panFrom.x, y - panFrom.y, current.current.size));
      panFrom = { x, y };
    };
    const up = () => {
      panFrom = null;
    };
    canvas.on('mouse:down', down);
    canvas.on('mouse:move', move);
    canvas.on('mouse:up', up);

    // Two fingers are ours: caught before fabric sees them, so no element is dragged meanwhile.
    let gesture: { start: Viewport; from: Pair } | null = null;
    const fingers = (event: TouchEvent): Pair | null => {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (!a || !b) return null;
      const box = element.getBoundingClientRect();
      return [
        { x: a.clientX - box.left, y: a.clientY - box.top },
        { x: b.clientX - box.left, y: b.clientY - box.top },
      ];
    };
    // Whether fabric saw the gesture's first finger: then it must see its end too.
    let fabricHasIt = false;
    const touch = (event: TouchEvent) => {
      const pair = fingers(event);
      if (!pair) {
        if (gesture && !fabricHasIt) {
          event.preventDefault();
          event.stopPropagation();
        }
        if (event.touches.length === 0) gesture = null;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      panFrom = null;
      if (!gesture || event.type === 'touchstart') {
        fabricHasIt = event.touches.length > event.changedTouches.length;
        gesture = { start: current.current.viewport, from: pair };
      } else apply(pinch(gesture.start, gesture.from, pair, current.current.size));
    };
    const options = { capture: true, passive: false };
    host.addEventListener('wheel', wheel, options);
    host.addEventListener('touchstart', touch, options);
    host.addEventListener('touchmove', touch, options);
    host.addEventListener('touchend', touch, options);
    return () => {
      host.removeEventListener('wheel', wheel, options);
      canvas.off('mouse:down', down);
      canvas.off('mouse:move', move);
      canvas.off('mouse:up', up);
      host.removeEventListener('touchstart', touch, options);
      host.removeEventListener('touchmove', touch, options);
      host.removeEventListener('touchend', touch, options);
    };
  }, [canvas]);

  const centre = { x: size.width / 2, y: size.height / 2 };
  return {
    zoom: viewport.zoom,
    zoomIn: () => apply(zoomAt(current.current.viewport, ZOOM_STEP, centre, size)),
    zoomOut: () => apply(zoomAt(current.current.viewport, 1 / ZOOM_STEP, centre, size)),
    reset: () => apply(NO_ZOOM),
  };
}
