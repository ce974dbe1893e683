import styles from './backoffice.module.css';

/** A page's load failure: the API's Spanish message, announced; nothing when there is none. */
export function PageError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );
}
