import styles from '../layout/backoffice.module.css';

/**
 * The last live event in words («Nuevo pedido N.º 1234 de Empresa.»): a polite live region, in the
 * page from the start (empty), so screen readers announce each change without moving the focus.
 */
export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <p role="status" className={styles.live}>
      {text}
    </p>
  );
}
