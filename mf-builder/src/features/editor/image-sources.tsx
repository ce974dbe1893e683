import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { DesignUpload } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { builderApi } from './builder-api';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';
import styles from './editor.module.css';

interface Props {
  /** A reason to refuse the file before sending it, or null. */
  check: (file: File) => Promise<string | null>;
  onUploaded: (upload: DesignUpload) => void;
  /** The library, so the design knows each logo's counted colours. */
  onLibrary: (uploads: DesignUpload[]) => void;
  /** Opened to upload a logo (a cart line's 'Subir logo'): the file picker has the focus. */
  prompted?: boolean;
}

/** Upload a picture (kept in the buyer's logo library) or reuse one from it. */
export function ImageSources({ check, onUploaded, onLibrary, prompted = false }: Props) {
  const { t } = useTranslation('builder');
  const picker = useRef<HTMLInputElement>(null);
  const [logos, setLogos] = useState<DesignUpload[]>([]);
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const sending = useUpload();
  const [fileName, setFileName] = useState('');

  useEffect(() => {
    let current = true;
    builderApi.logos().then(
      (list) => {
        if (!current) return;
        setLogos(list);
        onLibrary(list);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // The library is read once per visit; uploads are added to it here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A browser opens a file dialog only from the buyer's own press: the picker is focused (Enter
  // or a tap opens it) and in view.
  useEffect(() => {
    if (!prompted) return;
    picker.current?.focus({ preventScroll: true });
    picker.current?.closest('label')?.scrollIntoView({ block: 'center' });
  }, [prompted]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus({ busy: true, error: null });
    const refused = await check(file);
    if (refused) return setStatus({ busy: false, error: refused });
    setFileName(file.name);
    try {
      const stored = await sending.send((call) => builderApi.uploadLogo(file, call));
      if (!stored) return setStatus({ busy: false, error: null });
      setLogos((current) => [stored, ...current]);
      onUploaded(stored);
      setStatus({ busy: false, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setStatus({ busy: false, error: t('uploadFailed', { message }) });
    }
  };

  return (
    <div className={styles.panel}>
      {prompted && <p className={styles.note}>{t('uploadPrompt')}</p>}
      <label className={`${styles.upload} ${prompted ? styles.uploadPrompted : ''}`}>
        {status.busy ? t('uploading') : t('uploadImage')}
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml,.svg"
          disabled={status.busy}
          onChange={(event) => void upload(event)}
        />
      </label>
      {sending.progress && (
        <UploadProgress
          label={t('uploadingFile', { name: fileName })}
          progress={sending.progress}
          onCancel={sending.cancel}
        />
      )}
      {status.error && (
        <p className={styles.problem} role="alert">
          {status.error}
        </p>
      )}
      <details className={styles.library}>
        <summary>{t('myLogos')}</summary>
        {logos.length === 0 ? (
          <p>{t('noLogos')}</p>
        ) : (
          <ul>
            {logos.map((logo) => (
              <li key={logo.name}>
                <button type="button" onClick={() => onUploaded(logo)}>
                  {t('useLogo', { name: `${logo.widthPx} x ${logo.heightPx} px` })} ·{' '}
                  {t('colors', { count: logo.colors.length })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
