import type { AdminQuoteRow } from '@store/contracts';
import { Link } from '@store/platform';
import styles from '../layout/backoffice.module.css';
import { day, money, QUOTE_STATUS_NAMES } from '../texts';

/** Quotes as rows: the quotes page's table, and the buyer page's (without the buyer's column). */
export function QuotesTable({
  base,
  quotes,
  showBuyer,
}: {
  base: string;
  quotes: AdminQuoteRow[];
  showBuyer: boolean;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>N°</th>
          <th>Fecha</th>
          {showBuyer && <th>Cliente</th>}
          {showBuyer && <th>Empresa</th>}
          <th>Válida hasta</th>
          <th>Estado</th>
          <th>Total</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((q) => (
          <tr key={q.id}>
            <td>
              <Link to={`${base}/quotes/${q.id}`}>{`N° ${q.number}`}</Link>
            </td>
            <td>{day(q.createdAt)}</td>
            {showBuyer && (
              <td>
                <Link to={`${base}/buyers/${q.buyerId}`}>{q.buyer}</Link>
                <br />
                {q.email}
              </td>
            )}
            {showBuyer && <td>{q.company}</td>}
            <td>{day(q.validUntil)}</td>
            <td>{QUOTE_STATUS_NAMES[q.status] ?? q.status}</td>
            <td>{money(q.total, q.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
