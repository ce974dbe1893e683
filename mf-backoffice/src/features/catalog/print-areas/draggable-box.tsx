import {
  useRef,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  boxAfterKey,
  moveBox,
  MM_RULES,
  resizeBox,
  type AreaBox,
  type Bounds,
  type BoxRules,
} from './area-geometry';

interface Drag {
  pointer: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: AreaBox;
  unitsPerPx: number;
}

/**
 * A box on an SVG drawn in its bounds' units (mm for a print area, the picture's pixels for a
 * crop): dragged to move and by its corner handle to resize, moved from the keyboard (arrows,
 * Shift for the larger step, Alt + arrows to resize). Plain pointer events: pointer capture keeps
 * a drag going past the drawing's edge, and mouse, pen and touch are the same events. `children`
 * are drawn between the box and its handle (the print area's safety line).
 */
export function DraggableBox({
  svg,
  box,
  bounds,
  rules = MM_RULES,
  onChange,
  className,
  handleClassName,
  label,
  roleDescription,
  hintId,
  testIds,
  children,
}: {
  svg: RefObject<SVGSVGElement | null>;
  box: AreaBox;
  bounds: Bounds;
  rules?: BoxRules;
  onChange: (box: AreaBox) => void;
  className: string | undefined;
  handleClassName: string | undefined;
  label: string;
  roleDescription: string;
  hintId: string;
  /** The box's and its handle's `data-testid`. */
  testIds: [string, string];
  children?: ReactNode;
}) {
  const drag = useRef<Drag | null>(null);
  const begin = (mode: Drag['mode'], event: ReactPointerEvent<SVGElement>) => {
    if (!svg.current) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointer: event.pointerId,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: box,
      unitsPerPx: bounds.widthMm / (svg.current.getBoundingClientRect().width || bounds.widthMm),
    };
  };
  const follow = (event: ReactPointerEvent<SVGElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const dx = (event.clientX - current.startX) * current.unitsPerPx;
    const dy = (event.clientY - current.startY) * current.unitsPerPx;
    onChange(
      current.mode === 'move'
        ? moveBox(current.start, bounds, dx, dy, rules)
        : resizeBox(current.start, bounds, dx, dy, rules),
    );
  };
  const end = () => {
    drag.current = null;
  };
  const handlers = { onPointerMove: follow, onPointerUp: end, onPointerCancel: end };
  const handle = Math.max(bounds.widthMm, bounds.heightMm) / 25;

  return (
    <>
      <rect
        className={className}
        x={box.xMm}
        y={box.yMm}
        width={box.widthMm}
        height={box.heightMm}
        vectorEffect="non-scaling-stroke"
        role="button"
        tabIndex={0}
        aria-roledescription={roleDescription}
        aria-label={label}
        aria-describedby={hintId}
        data-testid={testIds[0]}
        onKeyDown={(event) => {
          const next = boxAfterKey(box, bounds, event, rules);
          if (!next) return;
          event.preventDefault();
          onChange(next);
        }}
        onPointerDown={(event) => begin('move', event)}
        {...handlers}
      />
      {children}
      <rect
        className={handleClassName}
        x={box.xMm + box.widthMm - handle / 2}
        y={box.yMm + box.heightMm - handle / 2}
        width={handle}
        height={handle}
        aria-hidden="true"
        data-testid={testIds[1]}
        onPointerDown={(event) => begin('resize', event)}
        {...handlers}
      />
    </>
  );
}
