import type { ProductDetails, ProductDetailsBody } from '@store/contracts';
import { PRODUCT_LIMITS, productDetailsProblems } from '@store/contracts/product-rules';
import { Button, SelectField, TextAreaField, TextField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import details from './product-details.module.css';
import { useFieldForm } from '../../layout/use-field-form';
import { numberOf, shown } from '../decimal-text';

type Field = Exclude<keyof ProductDetailsBody, 'version'>;
type Texts = Record<Field, string>;

const NUMBERS = ['weightGrams', 'widthCm', 'heightCm', 'depthCm', 'productionDays'] as const;

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
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm<Field>(textsOf(product));
  const bodyOf = (all: Texts): ProductDetailsBody => ({
    version: product.version,
    name: all.name,
    description: all.description,
    brand: all.brand.trim() || null,
    categoryId: Number(all.categoryId),
    ...(Object.fromEntries(NUMBERS.map((f) => [f, numberOf(all[f])])) as Pick<
      ProductDetailsBody,
      (typeof NUMBERS)[number]
    >),
  });
  const problemsOf = (all: Texts) =>
    productDetailsProblems(
      bodyOf(all),
      product.categories.map((c) => c.id),
    );

  return (
    <form
      ref={formRef}
      className={styles.card}
      onSubmit={onSubmit(problemsOf, () => onSave(bodyOf(texts)))}
      aria-labelledby="details-title"
    >
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
      {outcome('Datos del producto guardados.', onReload)}
      <Button type="submit" disabled={busy}>
        Guardar datos
      </Button>
    </form>
  );
}
