import { useState } from 'react';
import type { PictureCrop, StaffPicture } from '@store/contracts';
import { CropEditor } from './crop-editor';
import { ImportedCropEditor } from './imported-crop-editor';
import own from './pictures.module.css';

type DrawnOn = { width: number; height: number } | undefined;

const croppable = (
  p: StaffPicture,
): p is StaffPicture & { original: string; width: number; height: number } =>
  Boolean(p.original && p.width && p.height);

/**
 * A picture's «Recortar», folded: on its kept original (`CropEditor`), or, for a picture of the
 * import or the seed, on the picture as it loads (`ImportedCropEditor`). Once that first crop is
 * saved the picture has an original, so the original's editor takes over and says it was saved.
 * `editorKey` remounts the editor (the page's «Recargar») without folding the section.
 */
export function PictureCropDetails({
  picture,
  editorKey,
  onSave,
  onReload,
}: {
  picture: StaffPicture;
  editorKey: string;
  onSave: (crop: PictureCrop | null, drawnOn: DrawnOn) => Promise<unknown>;
  onReload: () => void;
}) {
  const [adopted, setAdopted] = useState(false);
  return (
    <details className={own.cropDetails}>
      <summary>Recortar</summary>
      {croppable(picture) ? (
        <CropEditor
          key={editorKey}
          picture={picture}
          onSave={(crop) => {
            setAdopted(false);
            return onSave(crop, undefined);
          }}
          onReload={onReload}
          justSaved={adopted}
        />
      ) : (
        <ImportedCropEditor
          key={editorKey}
          picture={picture}
          onSave={(crop, drawnOn) => onSave(crop, drawnOn).then(() => setAdopted(true))}
          onReload={onReload}
        />
      )}
    </details>
  );
}
