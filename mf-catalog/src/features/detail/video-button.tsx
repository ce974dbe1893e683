import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';

// The dialog and its player load only when the buyer asks for the video.
const VideoDialog = lazy(() => import('./video-dialog'));

export function VideoButton({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('catalog-detail');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        ▶ {t('detail.video')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VideoDialog
            url={url}
            title={t('detail.videoTitle', { name })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
