import { useEffect, useId, useRef, useState } from 'react';
import type { PictureCrop, StaffPicture } from '@store/contracts';
import { PICTURE_LIMITS, pictureCropProblems } from '@store/contracts/product-rules';
import { toStoreApiError } from '@store/platform';
import { Button } from '@store/ui';
import { SaveOutcome } from '../../layout/save-outcome';
import type { AreaBox, BoxRules } from '../print-areas/area-geometry';
import { DraggableBox } from '../print-areas/draggable-box';
import styles from './pictures.module.css';

/** The crop as the print areas' geometry draws it: the same box, in the original's pixels. */
const boxOf = (crop: PictureCrop): AreaBox => ({
  xMm: crop.x,
  yMm: crop.y,
  widthMm: crop.width,
  heightMm: crop.height,
});
const cropOf = (box: AreaBox): PictureCrop => ({
  x: box.xMm,
  y: box.yMm,
  width: box.widthMm,
  height: box.heightMm,
});

/**
 * «Recortar»: the picture's original with the crop as a rectangle, dragged to move and by its
 * corner to resize, moved from the keyboard (arrows, Shift for ten steps, Alt + arrows to
 * resize): the print areas' `DraggableBox`, in the original's pixels. The API cuts the shown picture from the kept
 * original, so «Usar la foto entera» always brings the whole picture back.
 */
export function CropEditor({
  picture,
  onSave,
  onReload,
  justSaved = false,
}: {
  picture: StaffPicture & { original: string; width: number; height: number };
  onSave: (crop: PictureCrop | null) => Promise<unknown>;
  onReload: () => void;
  /** The picture's crop was saved by the editor before this one (a picture of the import's). */
  justSaved?: boolean;
}) {
  const { width, height } = picture;
  const bounds = { widthMm: width, heightMm: height };
  const step = Math.max(1, Math.round(Math.max(width, height) / 100));
  const rules: BoxRules = {
    round: Math.round,
    min: PICTURE_LIMITS.minCropPx,
    steps: [step, step * 10],
  };
  const [box, setBox] = useState<AreaBox>(boxOf(picture.crop ?? { x: 0, y: 0, width, height }));
  const svg = useRef<SVGSVGElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const savedText = (next: PictureCrop | null) =>
    next
      ? 'Recorte guardado: la tienda muestra la foto recortada.'
      : 'La tienda muestra la foto entera.';
  const [saved, setSaved] = useState<string | null>(justSaved ? savedText(picture.crop) : null);
  // The saving editor went away with the button that had the focus: it goes to the status.
  useEffect(() => {
    if (justSaved) status.current?.focus();
  }, [justSaved]);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const crop = cropOf(box);

  const save = async (next: PictureCrop | null) => {
    setFailure(null);
    setSaved(null);
    const problem = next && Object.values(pictureCropProblems(next, { width, height }))[0];
    if (problem) return setFailure({ text: problem, stale: false });
    setBusy(true);
    try {
      await onSave(next);
      if (!next) setBox(boxOf({ x: 0, y: 0, width, height }));
      setSaved(savedText(next));
      setTimeout(() => status.current?.focus());
    } catch (caught) {
      const error = toStoreApiError(caught);
      setFailure({ text: error.message, stale: error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.crop}>
      <svg
        ref={svg}
        className={styles.canvas}
        viewBox={`0 0 ${width} ${height}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="group"
        aria-label={`Foto original, ${width} × ${height} px`}
      >
        <image href={picture.original} width={width} height={height} />
        {/* What the crop leaves out, dimmed. */}
        <path
          className={styles.outside}
          fillRule="evenodd"
          d={`M0 0H${width}V${height}H0Z M${crop.x} ${crop.y}h${crop.width}v${crop.height}h${-crop.width}Z`}
        />
        <DraggableBox
          svg={svg}
          box={box}
          bounds={bounds}
          rules={rules}
          onChange={setBox}
          className={styles.cropBox}
          handleClassName={styles.handle}
          roleDescription="recorte movible"
          label={`Recorte: x ${crop.x}, y ${crop.y}, ${crop.width} × ${crop.height} px`}
          hintId={hintId}
          testIds={['picture-crop-rect', 'picture-crop-resize']}
        />
      </svg>
      <p id={hintId} className={styles.hint}>
        Arrastre el recuadro o su esquina, o use las flechas ({step} px; con Mayús, {step * 10}; con
        Alt cambian el tamaño). Recorte: {crop.width} × {crop.height} px desde ({crop.x}, {crop.y}).
      </p>
      <div className={styles.actions}>
        <Button type="button" disabled={busy} onClick={() => void save(crop)}>
          Guardar recorte
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void save(null)}>
          Usar la foto entera
        </Button>
      </div>
      <SaveOutcome
        failure={failure}
        saved={saved !== null}
        savedText={saved ?? ''}
        statusRef={status}
        onReload={onReload}
      />
    </div>
  );
}
