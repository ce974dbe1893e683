import { useState } from 'react';
import type { PictureCrop, StaffPicture } from '@store/contracts';
import { CropEditor } from './crop-editor';
import styles from './pictures.module.css';

interface Size {
  width: number;
  height: number;
}

/**
 * «Recortar» for a picture of the import or the seed (no original kept yet): the crop is drawn on
 * the picture itself, measured as the browser loads it, and saved with that size (`drawnOn`). The
 * API keeps the picture as the store's own and scales the crop to it, in the same save.
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
            if (width && height) setSize({ width, height });
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
