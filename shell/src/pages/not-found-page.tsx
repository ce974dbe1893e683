import { useEffect } from 'react';
import { Link } from 'react-router';
import { ALL_PRODUCTS, paths } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { buttonClassName, EmptyState } from '@store/ui';

/** Spec section 2: the not-found page, with a way to all products and one back home. */
export function NotFoundPage({ onMount }: { onMount?: () => void }) {
  const { t } = useTranslation('shell');
  useEffect(() => onMount?.(), [onMount]);
  return (
    <EmptyState
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <>
          <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
            {t('notFound.allProducts')}
          </Link>
          <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home()}>
            {t('notFound.home')}
          </Link>
        </>
      }
    />
  );
}
