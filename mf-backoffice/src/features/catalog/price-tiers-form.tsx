import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffProduct, StaffProductBody } from '@store/contracts';
import { tierProblems } from '@store/contracts/catalog-rules';
import { toStoreApiError } from '@store/platform';
import { Button } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { cents, money, parseCents } from '../texts';
import catalog from './catalog.module.css';
import { SaveOutcome } from '../layout/save-outcome';

interface Row {
  key: number;
  minQuantity: string;
  price: string;
}

const TEXTS = {
  quantity: 'La cantidad mínima tiene que ser un número entero desde 1.',
  price: 'El precio se escribe con números y hasta dos decimales, por ejemplo 4200,50.',
};

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The API's name of a tier's field, as its 400s say it (`priceTiers[1].minQuantity`). */
const fieldOf = (index: number, field: 'minQuantity' | 'unitPriceCents') =>
  `priceTiers[${index}].${field}`;

/**
 * A product's quantity prices as a small table (rows added and removed) and its visibility. The
 * rules are the API's (@store/contracts/catalog-rules), checked before sending; the server's
 * errors land on their field, and a 409 offers to reload what someone else saved.
 */
export function PriceTiersForm({
  product,
  currency,
  onSave,
  onReload,
}: {
  product: StaffProduct;
  currency: string;
  onSave: (body: StaffProductBody) => Promise<unknown>;
  onReload: () => void;
}) {
  const nextKey = useRef(product.priceTiers.length);
  const [rows, setRows] = useState<Row[]>(() =>
    product.priceTiers.map((t, key) => ({
      key,
      minQuantity: String(t.minQuantity),
      price: cents(t.unitPriceCents).replace(/^\$\s/, ''),
    })),
  );
  const [visible, setVisible] = useState(product.visible);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  // After a refusal the first wrong field takes the focus; after a save, the message saying so.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);

  /** The rows as the API's tiers, or the problems by field (nothing is sent then). */
  function check():
    { tiers: StaffProductBody['priceTiers'] } | { problems: Record<string, string> } {
    const problems: Record<string, string> = {};
    const tiers = rows.map((row, index) => {
      const minQuantity = /^\d+$/.test(row.minQuantity.trim()) ? Number(row.minQuantity) : null;
      const unitPriceCents = parseCents(row.price);
      if (minQuantity === null || minQuantity < 1)
        problems[fieldOf(index, 'minQuantity')] = TEXTS.quantity;
      if (unitPriceCents === null) problems[fieldOf(index, 'unitPriceCents')] = TEXTS.price;
      return { minQuantity: minQuantity ?? 0, unitPriceCents: unitPriceCents ?? 0 };
    });
    if (Object.keys(problems).length) return { problems };
    for (const { message, at } of tierProblems(tiers)) {
      const field = at ? fieldOf(at.index, at.field) : 'priceTiers';
      problems[field] ??= `${upperFirst(message)}.`;
    }
    return Object.keys(problems).length ? { problems } : { tiers };
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const checked = check();
    if ('problems' in checked) {
      setErrors(checked.problems);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave({ version: product.version, priceTiers: checked.tiers, visible });
      setSaved(true);
    } catch (caught) {
      const error = toStoreApiError(caught);
      if (error.status === 400 && error.field) {
        setErrors({ [error.field]: error.message });
      } else setFailure({ text: error.message, stale: error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const input = (row: Row, index: number, field: 'minQuantity' | 'unitPriceCents') => {
    const name = fieldOf(index, field);
    const error = errors[name];
    const id = `tier-${row.key}-${field}`;
    return (
      <>
        <input
          id={id}
          inputMode={field === 'minQuantity' ? 'numeric' : 'decimal'}
          aria-label={`${field === 'minQuantity' ? 'Desde (unidades)' : 'Precio por unidad'}, fila ${index + 1}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={field === 'minQuantity' ? row.minQuantity : row.price}
          onChange={(e) =>
            change(
              row.key,
              field === 'minQuantity' ? { minQuantity: e.target.value } : { price: e.target.value },
            )
          }
        />
        {error && (
          <span id={`${id}-error`} className={catalog.fieldError}>
            {error}
          </span>
        )}
      </>
    );
  };

  return (
    <form ref={form} className={styles.card} onSubmit={submit} aria-labelledby="tiers-title">
      <h2 id="tiers-title">Precios por cantidad</h2>
      <p>
        Precio por unidad sin el margen de la tienda ni impuestos (como en la importación del
        catálogo); la columna «En la tienda» muestra lo que ve un comprador.
      </p>
      {errors.priceTiers && (
        <p role="alert" className={styles.error}>
          {errors.priceTiers}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${catalog.tiers}`}>
          <thead>
            <tr>
              <th>Desde (unidades)</th>
              <th>Precio por unidad</th>
              <th>En la tienda</th>
              <th>Acciones</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>{input(row, index, 'minQuantity')}</td>
                <td>{input(row, index, 'unitPriceCents')}</td>
                <td>
                  {(() => {
                    // Only a saved tier has a storefront price: a row being typed shows none.
                    const shown = product.priceTiers[index];
                    return shown &&
                      String(shown.minQuantity) === row.minQuantity.trim() &&
                      shown.unitPriceCents === parseCents(row.price)
                      ? money(shown.shownUnitPrice, currency)
                      : '—';
                  })()}
                </td>
                <td>
                  <Button
                    type="button"
                    variant="ghost"
                    size="small"
                    disabled={rows.length === 1}
                    aria-label={`Quitar la fila ${index + 1}`}
                    onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  >
                    Quitar
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.row}>
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() =>
            setRows((all) => [...all, { key: nextKey.current++, minQuantity: '', price: '' }])
          }
        >
          Agregar precio
        </Button>
      </div>
      <label className={catalog.check}>
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        Visible en la tienda
      </label>
      <SaveOutcome
        failure={failure}
        saved={saved}
        savedText="Precios y visibilidad guardados."
        statusRef={status}
        onReload={onReload}
      />
      <Button type="submit" disabled={busy}>
        Guardar
      </Button>
    </form>
  );
}
