import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { StaffProductView } from '@store/contracts';
import { boxAfterKey, formatMm, moveBox, resizeBox, type AreaBox } from './area-geometry';
import styles from './print-areas.module.css';

interface Drag {
  pointer: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: AreaBox;
  mmPerPx: number;
}

/**
 * A view's picture at scale with one print area on it: the area (dragged to move, its corner
 * handle dragged to resize, arrows from the keyboard), its bleed line outside and its safety line
 * inside. Plain pointer events on SVG: pointer capture keeps a drag going past the picture's
 * edge, and mouse, pen and touch are the same events.
 */
export function AreaCanvas({
  view,
  name,
  box,
  bleedMm,
  safetyMm,
  hintId,
  onChange,
}: {
  view: StaffProductView;
  name: string;
  /** Null while a typed number is not one: the picture shows without the area. */
  box: AreaBox | null;
  bleedMm: number;
  safetyMm: number;
  hintId: string;
  onChange: (box: AreaBox) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);

  const begin = (mode: Drag['mode'], event: ReactPointerEvent<SVGElement>) => {
    if (!box || !svg.current) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointer: event.pointerId,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: box,
      mmPerPx: view.widthMm / (svg.current.getBoundingClientRect().width || view.widthMm),
    };
  };
  const follow = (event: ReactPointerEvent<SVGElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const dx = (event.clientX - current.startX) * current.mmPerPx;
    const dy = (event.clientY - current.startY) * current.mmPerPx;
    onChange(
      current.mode === 'move'
        ? moveBox(current.start, view, dx, dy)
        : resizeBox(current.start, view, dx, dy),
    );
  };
  const end = () => {
    drag.current = null;
  };
  const handlers = { onPointerMove: follow, onPointerUp: end, onPointerCancel: end };
  const handle = Math.max(view.widthMm, view.heightMm) / 25;

  return (
    <svg
      ref={svg}
      className={styles.canvas}
      viewBox={`0 0 ${view.widthMm} ${view.heightMm}`}
      style={{ aspectRatio: `${view.widthMm} / ${view.heightMm}` }}
      role="group"
      aria-label={`Vista «${view.name}», ${formatMm(view.widthMm)} × ${formatMm(view.heightMm)} mm`}
    >
      <rect className={styles.sheet} width={view.widthMm} height={view.heightMm} />
      {view.image && (
        <image
          href={view.image}
          width={view.widthMm}
          height={view.heightMm}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
      {box && (
        <>
          <rect
            className={styles.bleed}
            x={box.xMm - bleedMm}
            y={box.yMm - bleedMm}
            width={box.widthMm + 2 * bleedMm}
            height={box.heightMm + 2 * bleedMm}
            vectorEffect="non-scaling-stroke"
          />
          <rect
            className={styles.area}
            x={box.xMm}
            y={box.yMm}
            width={box.widthMm}
            height={box.heightMm}
            vectorEffect="non-scaling-stroke"
            role="button"
            tabIndex={0}
            aria-roledescription="área movible"
            aria-label={`${name || 'Área'}: x ${formatMm(box.xMm)}, y ${formatMm(box.yMm)}, ${formatMm(box.widthMm)} × ${formatMm(box.heightMm)} mm`}
            aria-describedby={hintId}
            data-testid="print-area-rect"
            onKeyDown={(event) => {
              const next = boxAfterKey(box, view, event);
              if (!next) return;
              event.preventDefault();
              onChange(next);
            }}
            onPointerDown={(event) => begin('move', event)}
            {...handlers}
          />
          {safetyMm > 0 && safetyMm * 2 < Math.min(box.widthMm, box.heightMm) && (
            <rect
              className={styles.safety}
              x={box.xMm + safetyMm}
              y={box.yMm + safetyMm}
              width={box.widthMm - 2 * safetyMm}
              height={box.heightMm - 2 * safetyMm}
              vectorEffect="non-scaling-stroke"
            />
          )}
          <rect
            className={styles.handle}
            x={box.xMm + box.widthMm - handle / 2}
            y={box.yMm + box.heightMm - handle / 2}
            width={handle}
            height={handle}
            aria-hidden="true"
            data-testid="print-area-resize"
            onPointerDown={(event) => begin('resize', event)}
            {...handlers}
          />
        </>
      )}
    </svg>
  );
}
