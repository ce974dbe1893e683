import { useState } from 'react';
import type { PictureCrop, StaffPicture } from '@store/contracts';
import { CropEditor } from './crop-editor';
import styles from './pictures.module.css';

interface Size {
  width: number;
  height: number;
}

/**
 * A picture smaller than this on its long side is drawn on as if it were this large: a browser
 * measures an SVG without a size as 300 × 150 at most, too coarse a grid for the crop's steps.
 */
const DRAWN_PX = 1200;

const drawnSize = ({ width, height }: Size): Size => {
  const scale = Math.max(1, DRAWN_PX / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/**
 * «Recortar» for a picture of the import or the seed (no original kept yet): the crop is drawn on
 * the picture itself, measured as the browser loads it (`drawnSize`), and saved with that size
 * (`drawnOn`). The API keeps the picture as the store's own and scales the crop to it, in the same
 * save; the section then shows the kept original's editor, which says the crop was saved.
 */
export function ImportedCropEditor({
  picture,
  onSave,
  onReload,
}: {
  picture: StaffPicture;
  onSave: (crop: PictureCrop | null, drawnOn: Size) => Promise<unknown>;
  onReload: () => void;
}) {
  const [size, setSize] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);

  if (failed)
    return (
      <p role="alert" className={styles.missing}>
        No pudimos abrir esta foto para recortarla: recargue la página o súbala de nuevo desde aquí.
      </p>
    );
  if (!size)
    return (
      <>
        <p>Abriendo la foto…</p>
        <img
          hidden
          src={picture.image}
          alt=""
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            if (width && height) setSize(drawnSize({ width, height }));
            else setFailed(true);
          }}
          onError={() => setFailed(true)}
        />
      </>
    );
  return (
    <>
      <p className={styles.hint}>
        Llegó con la importación del catálogo: al guardar el recorte, la tienda guarda la foto como
        propia, así el recorte se puede cambiar después.
      </p>
      <CropEditor
        picture={{ ...picture, original: picture.image, ...size }}
        onSave={(crop) => onSave(crop, size)}
        onReload={onReload}
      />
    </>
  );
}
