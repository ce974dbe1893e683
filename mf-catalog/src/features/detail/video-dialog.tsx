import { Dialog } from '@store/ui';
import styles from './detail.module.css';

const VIDEO_FILE = /\.(mp4|webm|ogg)(\?.*)?$/i;

/** The video modal: a video file plays in the page's own player; an animated picture is shown as is. */
export default function VideoDialog({
  url,
  title,
  onClose,
}: {
  url: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open title={title} onClose={onClose}>
      <div className={styles.video}>
        {VIDEO_FILE.test(url) ? (
          // Product videos carry no speech; captions would have nothing to say.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video src={url} controls autoPlay playsInline />
        ) : (
          <img src={url} alt={title} />
        )}
      </div>
    </Dialog>
  );
}
