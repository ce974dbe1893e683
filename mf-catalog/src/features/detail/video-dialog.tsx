import { useTranslation } from '@store/platform';
import { Dialog } from '@store/ui';
import { videoSource } from './video-source';
import styles from './detail.module.css';

/**
 * The video modal: a file plays in the browser's player, a YouTube or Vimeo address in that
 * site's player, each with its controls. Closing the dialog removes the player: the video stops.
 */
export default function VideoDialog({
  url,
  title,
  onClose,
}: {
  url: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalog-detail');
  const source = videoSource(url);
  return (
    <Dialog open title={title} onClose={onClose}>
      <div className={styles.video}>
        {source.kind === 'file' && (
          // Product videos carry no speech; captions would have nothing to say.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video src={source.url} controls autoPlay playsInline />
        )}
        {source.kind === 'embed' && (
          <iframe
            src={source.url}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        )}
        {source.kind === 'link' && (
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {t('detail.videoLink')}
          </a>
        )}
      </div>
    </Dialog>
  );
}
