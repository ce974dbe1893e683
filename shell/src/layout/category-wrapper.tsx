import { NavLink } from 'react-router';
import { ALL_PRODUCTS, paths, type Family } from '@store/contracts';
import type { CategoryWrapper as Wrapper } from '../templates/templates';
import styles from './category-wrapper.module.css';

/**
 * The families of the configuration as the template lays them out: 1, 3 or 5 columns, or a list.
 * 'Todas' (no slug) links to every product.
 */
export function CategoryWrapper({
  families,
  wrapper,
  label,
  onNavigate,
}: {
  families: readonly Family[];
  wrapper: Wrapper;
  label: string;
  onNavigate?: () => void;
}) {
  return (
    <ul
      className={styles.wrapper}
      aria-label={label}
      data-part="category-wrapper"
      data-layout={wrapper.kind}
      data-columns={wrapper.kind === 'columns' ? wrapper.columns : undefined}
    >
      {families.map((family) => (
        <li key={family.slug ?? ALL_PRODUCTS}>
          <NavLink to={paths.productsList(family.slug ?? ALL_PRODUCTS)} onClick={onNavigate}>
            {family.icon_url ? <img src={family.icon_url} alt="" width={24} height={24} /> : null}
            <span>{family.title}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
