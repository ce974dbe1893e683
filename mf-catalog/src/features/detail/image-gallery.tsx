import { useState } from 'react';
import { useTranslation } from '@store/platform';
import styles from './detail.module.css';

/** The product's pictures: the chosen one large, the others as thumbnails, arrows to step. */
export function ImageGallery({
  images,
  alts = [],
  name,
  active,
  onActive,
}: {
  images: string[];
  /** Each picture's alt text as the staff wrote it (null: the product's name and its place). */
  alts?: (string | null)[];
  name: string;
  active: string | null;
  onActive?: (image: string) => void;
}) {
  const { t } = useTranslation('catalog-detail');
  // The buyer's own pick stands until the chosen variant's picture (`active`) changes: a picture
  // of the product that is no variant's can be looked at too.
  const [own, setOwn] = useState<{ index: number; under: string | null } | null>(null);
  const index =
    own && own.under === active ? own.index : Math.max(0, active ? images.indexOf(active) : 0);
  const show = (next: number) => {
    const wrapped = (next + images.length) % images.length;
    setOwn({ index: wrapped, under: active });
    const image = images[wrapped];
    if (image) onActive?.(image);
  };
  const current = images[index] ?? images[0];
  return (
    <section
      className={styles.gallery}
      aria-roledescription="carrusel"
      aria-label={t('detail.gallery')}
    >
      <div className={styles.stage}>
        {current && (
          <img
            src={current}
            alt={
              alts[index] ??
              `${name} (${t('detail.image', { n: index + 1, total: images.length })})`
            }
            width={400}
            height={440}
            // The page's largest picture (its LCP): fetched before anything else waiting.
            fetchPriority="high"
          />
        )}
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={styles.arrow}
              data-side="left"
              aria-label={t('detail.previousImage')}
              onClick={() => show(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className={styles.arrow}
              data-side="right"
              aria-label={t('detail.nextImage')}
              onClick={() => show(index + 1)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ol className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t('detail.image', { n: i + 1, total: images.length })}
                aria-current={i === index || undefined}
                onClick={() => show(i)}
              >
                <img src={image} alt="" width={64} height={70} loading="lazy" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
