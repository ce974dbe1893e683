import { useRef } from 'react';
import type { StaffProductView } from '@store/contracts';
import { formatMm, type AreaBox } from './area-geometry';
import { DraggableBox } from './draggable-box';
import styles from './print-areas.module.css';

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
          <DraggableBox
            svg={svg}
            box={box}
            bounds={view}
            onChange={onChange}
            className={styles.area}
            handleClassName={styles.handle}
            roleDescription="área movible"
            label={`${name || 'Área'}: x ${formatMm(box.xMm)}, y ${formatMm(box.yMm)}, ${formatMm(box.widthMm)} × ${formatMm(box.heightMm)} mm`}
            hintId={hintId}
            testIds={['print-area-rect', 'print-area-resize']}
          >
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
          </DraggableBox>
        </>
      )}
    </svg>
  );
}
