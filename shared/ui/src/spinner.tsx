import styles from './spinner.module.css';

export function Spinner({ size = 24, label = 'Cargando' }: { size?: number; label?: string }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** An indeterminate progress bar; `failed` turns it into the failure state. */
export function ProgressBar({ label, failed = false }: { label: string; failed?: boolean }) {
  return (
    <div
      className={[styles.bar, failed && styles.failed].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuetext={failed ? 'Error' : undefined}
      data-state={failed ? 'failed' : 'running'}
    />
  );
}
