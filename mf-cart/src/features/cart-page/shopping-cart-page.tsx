import { ALL_PRODUCTS, paths } from '@store/contracts';
import { buttonClassName, EmptyState } from '@store/ui';
import { Link, useMessages } from '@store/platform';

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
