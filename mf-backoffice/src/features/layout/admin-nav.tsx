import { Link } from '@store/platform';
import { Button } from '@store/ui';
import type { StaffSession } from '../session/staff-session';
import { CATALOG_READERS, ROLE_NAMES, SALES_ROLES } from '../texts';
import styles from './backoffice.module.css';

/** The back office's bar: its sections by role, who is in, and the way out. */
export function AdminNav({
  base,
  session,
  onLogout,
}: {
  base: string;
  session: StaffSession;
  onLogout: () => void;
}) {
  const { role, email } = session.member;
  return (
    <nav className={styles.bar} aria-label="Administración">
      <strong>Administración</strong>
      <Link to={base}>Inicio</Link>
      {role !== 'catalogue' && <Link to={`${base}/orders`}>Pedidos</Link>}
      {SALES_ROLES.includes(role) && <Link to={`${base}/buyers`}>Clientes</Link>}
      {SALES_ROLES.includes(role) && <Link to={`${base}/quotes`}>Cotizaciones</Link>}
      {CATALOG_READERS.includes(role) && <Link to={`${base}/catalog`}>Catálogo</Link>}
      {role === 'owner' && <Link to={`${base}/invoicing`}>Facturación</Link>}
      {role === 'owner' && <Link to={`${base}/store`}>Tienda</Link>}
      {role === 'owner' && <Link to={`${base}/staff`}>Equipo</Link>}
      <span className={styles.hideOnPhone}>
        {email} ({ROLE_NAMES[role]})
      </span>
      <Button variant="ghost" size="small" className={styles.onBar} onClick={onLogout}>
        Salir
      </Button>
    </nav>
  );
}
