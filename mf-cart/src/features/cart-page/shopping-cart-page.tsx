import { Link } from 'react-router';
import { ALL_PRODUCTS, paths } from '@store/contracts';
import { useMessages } from '@store/platform';
import { buttonClassName, EmptyState } from '@store/ui';

export function ShoppingCartPage() {
  const { t } = useMessages('cart');
  return (
    <EmptyState
      title={t('page.emptyTitle')}
      text={t('page.emptyText')}
      actions={
        <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
          {t('page.browse')}
        </Link>
      }
    />
  );
}
