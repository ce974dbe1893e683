import type { Canvas, FabricObject } from 'fabric';
import { clampShift, isInside, type Rect } from '../design/area-math';
import { isGuide } from './scene';

interface Pose {
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  angle: number;
}

const poseOf = (o: FabricObject): Pose => ({
  left: o.left,
  top: o.top,
  scaleX: o.scaleX,
  scaleY: o.scaleY,
  angle: o.angle,
});

/**
 * The spec's `limitModify`: an element never leaves its print area. A move is clamped (and may
 * slide along an edge); a scale or rotation that would take it out is put back to the last pose
 * that was inside. Returns the function that detaches the handlers.
 */
export function limitModify(
  canvas: Canvas,
  area: () => Rect,
  onDragging: (dragging: boolean) => void,
): () => void {
  const lastGood = new WeakMap<FabricObject, Pose>();
  const remember = (o: FabricObject) => {
    o.setCoords();
    if (isInside(o.getBoundingRect(), area())) lastGood.set(o, poseOf(o));
  };

  const moving = ({ target }: { target: FabricObject }) => {
    onDragging(true);
    target.setCoords();
    const { dx, dy } = clampShift(target.getBoundingRect(), area());
    if (dx || dy) target.set({ left: target.left + dx, top: target.top + dy });
    remember(target);
  };
  const transforming = ({ target }: { target: FabricObject }) => {
    target.setCoords();
    if (isInside(target.getBoundingRect(), area())) return remember(target);
    const pose = lastGood.get(target);
    if (pose) target.set(pose);
    target.setCoords();
  };
  const added = ({ target }: { target: FabricObject }) => {
    if (!isGuide(target)) remember(target);
  };
  const released = () => onDragging(false);

  canvas.on('object:moving', moving);
  canvas.on('object:scaling', transforming);
  canvas.on('object:rotating', transforming);
  canvas.on('object:added', added);
  canvas.on('mouse:up', released);
  return () => {
    canvas.off('object:moving', moving);
    canvas.off('object:scaling', transforming);
    canvas.off('object:rotating', transforming);
    canvas.off('object:added', added);
    canvas.off('mouse:up', released);
  };
}
