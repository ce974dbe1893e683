import { useState } from 'react';
import { useTranslation } from '@store/platform';
import { NumberField } from '@store/ui';

const MAX_QUANTITY = 99_999;

/**
 * A line's quantity: typed freely, sent when the buyer leaves the field or presses Enter. A bad
 * value (empty, 0, too large) says why and changes nothing; a refusal from the server (not that
 * much stock) shows its reason and puts the quantity back.
 */
export function QuantityEditor({
  label,
  accessibleName,
  quantity,
  disabled,
  onChange,
}: {
  label: string;
  /** A longer name for screen readers, where the visible label needs its row to make sense. */
  accessibleName?: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => Promise<string | null>;
}) {
  const { t } = useTranslation('cart');
  const [text, setText] = useState(String(quantity));
  const [error, setError] = useState<string | null>(null);
  // The quantity changed elsewhere (the server, another tab): show it (React's "adjust state
  // while rendering" pattern, instead of an effect that renders twice).
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }

  const commit = async () => {
    const next = Number(text);
    if (!/^\d+$/.test(text) || next < 1 || next > MAX_QUANTITY) {
      setError(t('line.badQuantity'));
      return;
    }
    setError(null);
    if (next === quantity) return;
    const refusal = await onChange(next);
    if (refusal) {
      setError(refusal);
      setText(String(quantity));
    }
  };

  return (
    <NumberField
      label={label}
      aria-label={accessibleName}
      value={text}
      disabled={disabled}
      error={error}
      maxLength={5}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void commit();
      }}
    />
  );
}
