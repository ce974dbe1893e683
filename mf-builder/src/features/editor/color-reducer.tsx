import { useEffect, useState } from 'react';
import type { DesignImageElement, DesignUpload } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { builderApi } from './builder-api';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';
import styles from './editor.module.css';

interface Props {
  element: DesignImageElement;
  upload: DesignUpload | undefined;
  imageUrl: (upload: string) => Promise<string>;
  /** The reduced picture, stored as a new upload (the server counts its colours again). */
  onAccept: (upload: DesignUpload) => void;
}

const MAX_COLORS = 8;

async function reduced(url: string, count: number): Promise<Blob> {
  // Drawn from an <img>: the page's CSP lets images, not fetch, read `blob:` addresses.
  const bitmap = new Image();
  bitmap.src = url;
  await bitmap.decode();
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.naturalWidth;
  canvas.height = bitmap.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  // image-q is loaded only when a buyer asks for it, never with the route.
  const { reduceColors } = await import(
    /* webpackChunkName: "reduce-colors" */ '../design/reduce-colors'
  );
  const { pixels } = reduceColors(data, count);
  const result = context.createImageData(canvas.width, canvas.height);
  result.data.set(pixels);
  context.putImageData(result, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'),
  );
}

const reducedName = (count: number) => `logo-${count}-colores.png`;

/** 'Reducir a N colores': a preview of the logo in N flat colours that the buyer keeps or drops. */
export function ColorReducer({ element, upload, imageUrl, onAccept }: Props) {
  const { t } = useTranslation('builder');
  const colors = upload?.colors.length ?? MAX_COLORS;
  const [count, setCount] = useState(Math.max(1, Math.min(MAX_COLORS, colors - 1)));
  const [preview, setPreview] = useState<{ blob: Blob; url: string; count: number } | null>(null);
  const [status, setStatus] = useState<{ busy: 'reduce' | 'upload' | null; error: string | null }>({
    busy: null,
    error: null,
  });
  const sending = useUpload();
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const reduce = async () => {
    setStatus({ busy: 'reduce', error: null });
    try {
      const blob = await reduced(await imageUrl(element.upload), count);
      setPreview({ blob, url: URL.createObjectURL(blob), count });
      setStatus({ busy: null, error: null });
    } catch {
      setStatus({ busy: null, error: t('reduceFailed') });
    }
  };
  const accept = async () => {
    if (!preview) return;
    setStatus({ busy: 'upload', error: null });
    try {
      const file = new File([preview.blob], reducedName(preview.count), {
        type: 'image/png',
      });
      const stored = await sending.send((call) => builderApi.uploadLogo(file, call));
      // Cancelled: the preview stays, to keep or drop as before.
      if (!stored) return setStatus({ busy: null, error: null });
      onAccept(stored);
      setPreview(null);
      setStatus({ busy: null, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setStatus({ busy: null, error: t('uploadFailed', { message }) });
    }
  };

  return (
    <fieldset className={styles.panel}>
      <legend>{t('reduceColors')}</legend>
      <label className={styles.select}>
        {t('reduceCount')}
        <select value={count} onChange={(event) => setCount(Number(event.target.value))}>
          {Array.from({ length: MAX_COLORS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="small"
        variant="secondary"
        busy={status.busy === 'reduce'}
        disabled={status.busy !== null}
        onClick={() => void reduce()}
      >
        {status.busy === 'reduce' ? t('reducing') : t('reduceTo', { count })}
      </Button>
      {preview && (
        <figure className={styles.reduced}>
          <img src={preview.url} alt={t('reducePreview', { count: preview.count })} />
          <figcaption>{t('reducePreview', { count: preview.count })}</figcaption>
          <div className={styles.toggles}>
            <Button
              size="small"
              busy={status.busy === 'upload'}
              disabled={status.busy !== null}
              onClick={() => void accept()}
            >
              {t('reduceAccept')}
            </Button>
            <Button
              size="small"
              variant="ghost"
              disabled={status.busy !== null}
              onClick={() => setPreview(null)}
            >
              {t('reduceDiscard')}
            </Button>
          </div>
          {sending.progress && (
            <UploadProgress
              label={t('uploadingFile', { name: reducedName(preview.count) })}
              progress={sending.progress}
              onCancel={sending.cancel}
            />
          )}
        </figure>
      )}
      {status.error && (
        <p className={styles.problem} role="alert">
          {status.error}
        </p>
      )}
    </fieldset>
  );
}
