import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  children: ReactNode;
}

export function buttonClassName({
  variant = 'primary',
  size = 'normal',
  block = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size={16} label="" />}
      {children}
    </button>
  );
}
