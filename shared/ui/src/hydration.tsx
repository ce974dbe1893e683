import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './hydration.module.css';

const never = () => () => undefined;

/**
 * False while a server-rendered page waits for hydration, true once React owns it (and at once on
 * a page rendered in the browser). A control rendered by the server does nothing until then: a
 * click is lost, and a number typed into a field is not in React's state, so the page would act
 * on the value it rendered (a buyer types 3, the cart gets 1).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * The controls inside stay disabled until the page is hydrated, so a buyer's early input waits
 * for a control that works instead of being lost. A fieldset disables every field and button in
 * it at once; links keep working, since they need no script.
 */
export function HydratedControls({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset
      className={className ? `${styles.controls} ${className}` : styles.controls}
      disabled={!hydrated}
    >
      {children}
    </fieldset>
  );
}
