import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ProductDetails, ProductDetailsBody } from '@store/contracts';
import { PRODUCT_LIMITS, productDetailsProblems } from '@store/contracts/product-rules';
import { toStoreApiError } from '@store/platform';
import { Button, SelectField, TextAreaField, TextField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import details from './product-details.module.css';
import { SaveOutcome } from '../save-outcome';

type Field = Exclude<keyof ProductDetailsBody, 'version'>;
type Texts = Record<Field, string>;

const NUMBERS = ['weightGrams', 'widthCm', 'heightCm', 'depthCm', 'productionDays'] as const;
const shown = (value: number) => String(value).replace('.', ',');
/** `8,5` or `8.5` -> 8.5; anything else NaN, which the rules refuse with their words. */
const numberOf = (text: string) =>
  /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;

const textsOf = (p: ProductDetails): Texts => ({
  name: p.name,
  description: p.description,
  brand: p.brand ?? '',
  categoryId: String(p.categoryId),
  weightGrams: shown(p.weightGrams),
  widthCm: shown(p.widthCm),
  heightCm: shown(p.heightCm),
  depthCm: shown(p.depthCm),
  productionDays: shown(p.productionDays),
});

/**
 * A product's details: name, description (plain text), brand, category, weight, size and
 * production days, checked with the API's own rules (@store/contracts/product-rules) before
 * sending; every error on its field, the focus on the first; a 409 offers to reload.
 */
export function ProductDetailsForm({
  product,
  onSave,
  onReload,
}: {
  product: ProductDetails;
  onSave: (body: ProductDetailsBody) => Promise<unknown>;
  onReload: () => void;
}) {
  const [texts, setTexts] = useState<Texts>(() => textsOf(product));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const body: ProductDetailsBody = {
      version: product.version,
      name: texts.name,
      description: texts.description,
      brand: texts.brand.trim() || null,
      categoryId: Number(texts.categoryId),
      ...(Object.fromEntries(NUMBERS.map((f) => [f, numberOf(texts[f])])) as Pick<
        ProductDetailsBody,
        (typeof NUMBERS)[number]
      >),
    };
    const problems = productDetailsProblems(
      body,
      product.categories.map((c) => c.id),
    );
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await onSave(body);
      setSaved(true);
    } catch (caught) {
      const error = toStoreApiError(caught);
      if (error.status === 400 && error.field && error.field in texts)
        setErrors({ [error.field as Field]: error.message });
      else setFailure({ text: error.message, stale: error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const bind = (field: Field) => ({
    name: field,
    value: texts[field],
    error: errors[field] ?? null,
    onChange: (e: { target: { value: string } }) =>
      setTexts((all) => ({ ...all, [field]: e.target.value })),
  });

  return (
    <form ref={form} className={styles.card} onSubmit={submit} aria-labelledby="details-title">
      <h2 id="details-title">Datos del producto</h2>
      <TextField label="Nombre" maxLength={PRODUCT_LIMITS.name} {...bind('name')} />
      <TextAreaField
        label="Descripción"
        hint="Texto simple: las etiquetas HTML se quitan al guardar."
        rows={5}
        {...bind('description')}
      />
      <div className={details.grid}>
        <TextField label="Marca (opcional)" {...bind('brand')} />
        <SelectField label="Categoría" {...bind('categoryId')}>
          {product.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <TextField label="Peso (gramos)" inputMode="numeric" {...bind('weightGrams')} />
        <TextField
          label="Días hábiles de producción"
          inputMode="numeric"
          {...bind('productionDays')}
        />
      </div>
      <fieldset className={details.grid}>
        <legend>Medidas (cm)</legend>
        <TextField label="Ancho" inputMode="decimal" {...bind('widthCm')} />
        <TextField label="Alto" inputMode="decimal" {...bind('heightCm')} />
        <TextField label="Profundidad" inputMode="decimal" {...bind('depthCm')} />
      </fieldset>
      <SaveOutcome
        failure={failure}
        saved={saved}
        savedText="Datos del producto guardados."
        statusRef={status}
        onReload={onReload}
      />
      <Button type="submit" disabled={busy}>
        Guardar datos
      </Button>
    </form>
  );
}
