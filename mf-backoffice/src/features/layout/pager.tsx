import { useSearchParams } from '@store/platform';
import { Button } from '@store/ui';
import styles from './backoffice.module.css';

/** The page shown, from the address (`?page=`), 1 when absent or not a number. */
export function usePage(): number {
  const [search] = useSearchParams();
  return Number(search.get('page') ?? 1) || 1;
}

/** «Anterior» / «Página n» / «Siguiente» under a paged table: they move `?page=` in the address. */
export function Pager({ pageSize, totalCount }: { pageSize: number; totalCount: number }) {
  const [search, setSearch] = useSearchParams();
  const page = usePage();
  const goTo = (n: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(n));
    setSearch(next);
  };
  return (
    <div className={styles.row}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        Anterior
      </Button>
      <span>Página {page}</span>
      <Button
        variant="secondary"
        size="small"
        disabled={page * pageSize >= totalCount}
        onClick={() => goTo(page + 1)}
      >
        Siguiente
      </Button>
    </div>
  );
}
