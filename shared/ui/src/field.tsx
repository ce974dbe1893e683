import {
  forwardRef,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
  type KeyboardEvent,
  type ClipboardEvent,
} from 'react';
import { FieldFrame } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input whose error message is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} {...rest} />}
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled text area (a comment, a note), its hint and error tied to it like TextField's. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id, className, ...rest }, ref) {
    return (
      <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
        {(control) => <textarea ref={ref} {...control} {...rest} />}
      </FieldFrame>
    );
  },
);

// Keys that move or submit rather than type: kept so the field stays usable from the keyboard.
const NAVIGATION_KEYS = new Set([
  'Tab',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Spec section 2: number inputs accept only digit keys and Backspace. */
export function acceptsNumberKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  return /^[0-9]$/.test(event.key) || event.key === 'Backspace' || NAVIGATION_KEYS.has(event.key);
}

export const NumberField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'inputMode'>>(
  function NumberField({ onKeyDown, onPaste, ...rest }, ref) {
    return (
      <TextField
        ref={ref}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        onKeyDown={(event) => {
          if (!acceptsNumberKey(event)) event.preventDefault();
          onKeyDown?.(event);
        }}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          if (!/^\d+$/.test(event.clipboardData.getData('text'))) event.preventDefault();
          onPaste?.(event);
        }}
        {...rest}
      />
    );
  },
);
