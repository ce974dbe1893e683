import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Canvas, type FabricObject } from 'fabric';
import type { DesignElement } from '@store/contracts';
import { clampShift, fitFactor, isInside, type ViewLayout } from '../design/area-math';
import { holdPointer } from './hold-pointer';
import { limitModify } from './limit-modify';
import { loadPicture } from './picture-loader';
import { idOf, isGuide, makeGuides, makeImage, makeText, place, readBack } from './scene';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { MAX_ZOOM, MIN_ZOOM } from '../design/zoom';
import { useZoom } from './use-zoom';
import styles from './design-canvas.module.css';

interface Props {
  layout: ViewLayout;
  picture: string | null;
  elements: DesignElement[];
  imageUrl: (upload: string) => Promise<string>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** The buyer finished moving, scaling or rotating an element. */
  onChange: (element: DesignElement) => void;
  /** A new text measured by the canvas (and fitted into the area when it was too big). */
  onMeasure: (element: DesignElement) => void;
  /** While an element is scaled: its size now (the page shows its DPI). */
  onLive: (element: DesignElement | null) => void;
  onKey: (event: KeyboardEvent) => boolean;
  label: string;
}

const NUDGE_MM = 1;

/** An element bigger than the area is made to fit on add, then kept inside (`limitModify`). */
function fitInto(object: FabricObject, layout: ViewLayout) {
  object.setCoords();
  const box = object.getBoundingRect();
  const factor = fitFactor(box.width, box.height, layout.area);
  if (factor < 1) object.set({ scaleX: object.scaleX * factor, scaleY: object.scaleY * factor });
  object.setCoords();
  const { dx, dy } = clampShift(object.getBoundingRect(), layout.area);
  object.set({ left: object.left + dx, top: object.top + dy });
  object.setCoords();
}

/**
 * The print area of one view on fabric. The canvas draws the design it is given; what the buyer
 * does with the mouse, touch or keys comes back as changed elements (the page keeps the design).
 */
export function DesignCanvas(props: Props) {
  const { layout, picture, elements, selectedId } = props;
  const { t } = useTranslation('builder');
  const [canvas, setCanvas] = useState<Canvas | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const loading = useRef(new Set<string>());

  // fabric moves its <canvas> into a wrapper of its own: React owns only this empty host.
  const host = useCallback((node: HTMLDivElement | null) => {
    if (!node) return undefined;
    const element = document.createElement('canvas');
    node.appendChild(element);
    const created = new Canvas(element, { preserveObjectStacking: true, selection: false });
    const release = holdPointer(created);
    setCanvas(created);
    return () => {
      release();
      setCanvas(null);
      void created.dispose();
      node.replaceChildren();
    };
  }, []);

  useEffect(() => {
    if (!canvas) return undefined;
    canvas.setDimensions({ width: layout.width, height: layout.height });
    const { area, lines } = makeGuides(layout);
    lines.forEach((line) => line.set({ visible: false }));
    canvas.add(area, ...lines);
    const detach = limitModify(
      canvas,
      () => latest.current.layout.area,
      (dragging) => {
        lines.forEach((line) => line.set({ visible: dragging }));
        canvas.requestRenderAll();
      },
    );
    const find = (object: FabricObject | undefined) => {
      const id = idOf(object);
      return latest.current.elements.find((e) => e.id === id);
    };
    const modified = ({ target }: { target: FabricObject }) => {
      const element = find(target);
      latest.current.onLive(null);
      if (element) latest.current.onChange(readBack(element, target, latest.current.layout));
    };
    const scaling = ({ target }: { target: FabricObject }) => {
      const element = find(target);
      if (element) latest.current.onLive(readBack(element, target, latest.current.layout));
    };
    // Only the buyer's own choice (a pointer event) selects: the canvas following the page's
    // selection (a new element not drawn yet, one removed) must not clear it back. A new picture
    // chosen while a text was selected was never selected once it loaded.
    const selected = ({ e }: { e?: Event }) => {
      if (e) latest.current.onSelect(idOf(canvas.getActiveObject()) ?? null);
    };
    canvas.on('object:modified', modified);
    canvas.on('object:scaling', scaling);
    canvas.on('selection:created', selected);
    canvas.on('selection:updated', selected);
    canvas.on('selection:cleared', selected);
    return () => {
      detach();
      canvas.off('object:modified', modified);
      canvas.off('object:scaling', scaling);
      canvas.off('selection:created', selected);
      canvas.off('selection:updated', selected);
      canvas.off('selection:cleared', selected);
      canvas.remove(area, ...lines);
    };
  }, [canvas, layout]);

  useEffect(() => {
    if (!canvas) return;
    // fabric's canvas is an outside object React never renders from; it is set, not replaced.
    // eslint-disable-next-line react-hooks/immutability
    canvas.backgroundImage = undefined;
    if (!picture) return;
    let current = true;
    void loadPicture(picture).then((image) => {
      if (!current) return;
      image.set({
        originX: 'left',
        originY: 'top',
        left: 0,
        top: 0,
        scaleX: layout.width / (image.width || 1),
        scaleY: layout.height / (image.height || 1),
      });
      canvas.backgroundImage = image;
      canvas.requestRenderAll();
    });
    return () => {
      current = false;
    };
  }, [canvas, picture, layout]);

  // The design drawn as given: objects made, placed, stacked and removed to match the elements.
  useEffect(() => {
    if (!canvas) return;
    const objects = canvas.getObjects().filter((o) => !isGuide(o));
    for (const object of objects)
      if (!elements.some((e) => e.id === idOf(object))) canvas.remove(object);
    elements.forEach((element, index) => {
      const object = canvas.getObjects().find((o) => idOf(o) === element.id);
      if (object) {
        const moving = object === canvas.getActiveObject() && object.isMoving;
        if (!moving) place(object, element, layout);
        // A text changed in the panel (words, size, font, curve) is measured again, and fitted
        // back into the area when it grew out of it.
        if (element.type === 'text' && !moving) {
          if (!isInside(object.getBoundingRect(), layout.area)) fitInto(object, layout);
          const measured = readBack(element, object, layout);
          if (
            measured.widthMm !== element.widthMm ||
            measured.heightMm !== element.heightMm ||
            measured.xMm !== element.xMm ||
            measured.yMm !== element.yMm ||
            measured.fontSizeMm !== element.fontSizeMm
          )
            latest.current.onMeasure(measured);
        }
        canvas.moveObjectTo(object, index);
        return;
      }
      if (element.type === 'text') {
        const text = makeText(element, layout);
        canvas.insertAt(index, text);
        fitInto(text, layout);
        return latest.current.onMeasure(readBack(element, text, layout));
      }
      if (loading.current.has(element.id)) return;
      loading.current.add(element.id);
      void latest.current
        .imageUrl(element.upload)
        .then((url) => makeImage(element, url, latest.current.layout))
        .then((image) => {
          loading.current.delete(element.id);
          const now = latest.current.elements.find((e) => e.id === element.id);
          if (!now) return;
          place(image, now, latest.current.layout);
          canvas.insertAt(latest.current.elements.indexOf(now), image);
          if (latest.current.selectedId === now.id) canvas.setActiveObject(image);
          canvas.requestRenderAll();
        })
        .catch(() => loading.current.delete(element.id));
    });
    const active = canvas.getObjects().find((o) => idOf(o) === selectedId);
    if (active && canvas.getActiveObject() !== active) canvas.setActiveObject(active);
    if (!active && canvas.getActiveObject()) canvas.discardActiveObject();
    canvas
      .getObjects()
      .filter(isGuide)
      .forEach((guide) => canvas.bringObjectToFront(guide));
    canvas.requestRenderAll();
  }, [canvas, elements, layout, selectedId]);

  const zoom = useZoom(canvas, layout);
  const onKeyDown = (event: KeyboardEvent) => {
    if (props.onKey(event)) return event.preventDefault();
    const object = canvas?.getActiveObject();
    const element = elements.find((e) => e.id === idOf(object));
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[
      event.key
    ];
    if (!canvas || !object || !element || !step) return;
    event.preventDefault();
    const mm = (event.shiftKey ? 10 : 1) * NUDGE_MM * layout.scale;
    object.set({ left: object.left + (step[0] ?? 0) * mm, top: object.top + (step[1] ?? 0) * mm });
    object.setCoords();
    const { dx, dy } = clampShift(object.getBoundingRect(), layout.area);
    object.set({ left: object.left + dx, top: object.top + dy });
    object.setCoords();
    props.onChange(readBack(element, object, layout));
  };

  // The canvas is one composite widget: it takes the focus and handles its own keys.
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={host}
        className={styles.canvas}
        style={{ width: layout.width, height: layout.height }}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="application"
        aria-label={props.label}
        onKeyDown={onKeyDown}
      />
      <div className={styles.zoom} role="group" aria-label={t('zoom')}>
        <Button
          size="small"
          variant="ghost"
          aria-label={t('zoomOut')}
          disabled={zoom.zoom <= MIN_ZOOM}
          onClick={zoom.zoomOut}
        >
          −
        </Button>
        <output aria-label={t('zoom')}>
          {t('zoomLevel', { percent: Math.round(zoom.zoom * 100) })}
        </output>
        <Button
          size="small"
          variant="ghost"
          aria-label={t('zoomIn')}
          disabled={zoom.zoom >= MAX_ZOOM}
          onClick={zoom.zoomIn}
        >
          +
        </Button>
        <Button size="small" variant="ghost" disabled={zoom.zoom === 1} onClick={zoom.reset}>
          {t('zoomReset')}
        </Button>
      </div>
    </>
  );
}
