import { NavLink } from 'react-router';
import { ALL_PRODUCTS, paths, type Family } from '@store/contracts';
import type { CategoryWrapper as Wrapper } from '../templates/templates';
import styles from './category-wrapper.module.css';

/** A menu entry at any level: the wire spells each of the tree's three levels out. */
interface Entry {
  title: string;
  slug: string | null;
  icon_url: string | null;
  children?: readonly Entry[];
}

/**
 * The categories menu of the configuration (the back office's category tree, README «Categories
 * menu») as the template lays it out: 1, 3 or 5 columns, or a list. Each top category is an entry
 * with its subcategories listed under it, links too. 'Todas' (no slug) links to every product. A
 * category's picture is its icon, decorative: the title says it.
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
      <Entries entries={families} onNavigate={onNavigate} />
    </ul>
  );
}

function Entries({ entries, onNavigate }: { entries: readonly Entry[]; onNavigate?: () => void }) {
  return entries.map((entry) => (
    <li key={entry.slug ?? ALL_PRODUCTS}>
      <NavLink to={paths.productsList(entry.slug ?? ALL_PRODUCTS)} onClick={onNavigate}>
        {entry.icon_url ? <img src={entry.icon_url} alt="" width={24} height={24} /> : null}
        <span>{entry.title}</span>
      </NavLink>
      {entry.children?.length ? (
        <ul className={styles.children} aria-label={entry.title}>
          <Entries entries={entry.children} onNavigate={onNavigate} />
        </ul>
      ) : null}
    </li>
  ));
}
