import { useTranslation } from '@store/platform';
import styles from './detail.module.css';

const LOW_STOCK = 50;

export function StockLabel({ stock }: { stock: number }) {
  const { t } = useTranslation('catalog-detail');
  const level = stock === 0 ? 'out' : stock < LOW_STOCK ? 'low' : 'ok';
  const text =
    level === 'out'
      ? t('detail.outOfStock')
      : level === 'low'
        ? t('detail.lowStock', { count: stock })
        : t('detail.stock', { count: stock });
  return (
    <p className={styles.stock} data-level={level}>
      {text}
    </p>
  );
}
