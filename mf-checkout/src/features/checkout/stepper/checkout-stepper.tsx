import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { canOpen, statusOf, STEPS, type StepName } from '../state/checkout-data';
import { useCheckout } from '../state/use-checkout';
import styles from './checkout-stepper.module.css';

/**
 * The checkout stepper (spec sections 2 and 4): every step is active, completed or inactive; only
 * the active one shows its form, a completed one can be opened again to change it.
 */
export function CheckoutStepper({ render }: { render: (step: StepName) => ReactNode }) {
  const { t } = useTranslation('checkout');
  const { data, update } = useCheckout();
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(data.active);
  // 'Continuar' and 'Modificar' go away with the step they belong to, and the focus with them
  // (to <body>: a keyboard or screen reader user would start again from the top). It goes to
  // the heading of the step that opened instead, unless the buyer is elsewhere on the page.
  useEffect(() => {
    if (shown.current === data.active) return;
    shown.current = data.active;
    const lost = document.activeElement === document.body || !document.activeElement;
    if (lost || list.current?.contains(document.activeElement))
      list.current?.querySelector<HTMLElement>('[aria-current="step"] h2')?.focus();
  }, [data.active]);
  return (
    <ol ref={list} className={styles.steps} aria-label={t('steps.label')}>
      {STEPS.map((step, index) => {
        const status = statusOf(data, step);
        return (
          <li
            key={step}
            className={styles[status]}
            aria-current={status === 'active' ? 'step' : undefined}
            data-status={status}
          >
            <div className={styles.header}>
              <span className={styles.number} aria-hidden="true">
                {status === 'completed' ? '✓' : index + 1}
              </span>
              <h2 className={styles.name} tabIndex={-1}>
                {t(`steps.${step}`)}
                <span className={styles.status}> ({t(`steps.status.${status}`)})</span>
              </h2>
              {status === 'completed' && canOpen(data, step) && (
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => update((current) => ({ ...current, active: step }))}
                >
                  {t('form.edit')}
                </Button>
              )}
            </div>
            {status === 'active' && <div className={styles.body}>{render(step)}</div>}
          </li>
        );
      })}
    </ol>
  );
}
