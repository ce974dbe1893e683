import type { EditableVariant, NewVariantBody, ProductVariants } from '@store/contracts';
import { VARIANT_LIMITS, variantProblems, type VariantField } from '@store/contracts/product-rules';
import { Button, SelectField, TextField } from '@store/ui';
import details from '../details/product-details.module.css';
import { EMPTY_AGAIN, useFieldForm } from '../../layout/use-field-form';
import { numberOf, shown } from '../decimal-text';

const SIZES = ['widthCm', 'heightCm', 'depthCm'] as const;
type Texts = Record<VariantField, string>;
/** What a save sends: the fields, and the first stock of a new variant. */
export type VariantDraft = Omit<NewVariantBody, 'version' | 'stock'> & { stock?: number };

const textsOf = (v: EditableVariant | null): Texts => ({
  sku: v?.sku ?? '',
  colorName: v?.colorName ?? '',
  colorHex: v?.colorHex ?? '',
  size: v?.size ?? '',
  weightGrams: v?.weightGrams === null || !v ? '' : shown(v.weightGrams),
  widthCm: v?.widthCm == null ? '' : shown(v.widthCm),
  heightCm: v?.heightCm == null ? '' : shown(v.heightCm),
  depthCm: v?.depthCm == null ? '' : shown(v.depthCm),
  image: v?.image ?? '',
  stock: v ? '' : '0',
});

/** An empty number is null (the product's); anything else is read, NaN when it is no number. */
const optional = (text: string) => (text.trim() ? numberOf(text) : null);

/**
 * One variant's SKU, colour (name and `#rrggbb`, with its swatch), size, weight and size (empty:
 * the product's), its own picture (one of the product's), and a new variant's first stock. Checked with the API's rules
 * (@store/contracts/product-rules) before sending; each error on its field, the focus on the
 * first; the server's refusals (a SKU of another product) land on their field too.
 */
export function VariantForm({
  title,
  product,
  variant,
  submitLabel,
  savedText,
  onSave,
  onReload,
}: {
  /** The form's name for assistive technology: which variant, or «Agregar variante». */
  title: string;
  product: ProductVariants;
  /** Null: a new variant. */
  variant: EditableVariant | null;
  submitLabel: string;
  savedText: string;
  onSave: (draft: VariantDraft) => Promise<unknown>;
  onReload: () => void;
}) {
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm<VariantField>(
    textsOf(variant),
  );
  const draftOf = (all: Texts): VariantDraft => ({
    sku: all.sku.trim(),
    colorName: all.colorName.trim() || null,
    colorHex: all.colorHex.trim() || null,
    size: all.size.trim() || null,
    weightGrams: optional(all.weightGrams),
    ...(Object.fromEntries(SIZES.map((f) => [f, optional(all[f])])) as Pick<
      VariantDraft,
      (typeof SIZES)[number]
    >),
    image: all.image || null,
    ...(variant ? {} : { stock: numberOf(all.stock) }),
  });
  const siblings = product.variants.filter((v) => v.id !== variant?.id);
  const problemsOf = (all: Texts) =>
    variantProblems(draftOf(all), { kind: product.kind, siblings });
  // A new variant's form empties for the next one once saved.
  const save = () => onSave(draftOf(texts)).then(() => (variant ? null : EMPTY_AGAIN));
  const hex = /^#[0-9a-fA-F]{6}$/.test(texts.colorHex.trim()) ? texts.colorHex.trim() : null;
  const own = `Vacío: el del producto`;

  return (
    <form ref={formRef} onSubmit={onSubmit(problemsOf, save)} aria-label={title} noValidate>
      <div className={details.grid}>
        <TextField label="SKU" maxLength={VARIANT_LIMITS.sku} {...bind('sku')} />
        <TextField label="Color (opcional)" {...bind('colorName')} />
        <TextField
          label="Código del color"
          hint="#rrggbb, por ejemplo #c62828"
          {...bind('colorHex')}
        />
        <TextField label="Talle (opcional)" {...bind('size')} />
        <TextField
          label="Peso (gramos)"
          hint={`${own}: ${product.weightGrams} g`}
          inputMode="numeric"
          {...bind('weightGrams')}
        />
        {!variant && <TextField label="Stock inicial" inputMode="numeric" {...bind('stock')} />}
      </div>
      <SelectField
        label="Foto de la variante"
        hint="La tienda la muestra cuando el comprador elige este color."
        {...bind('image')}
      >
        <option value="">Ninguna: las fotos del producto</option>
        {product.pictures.map((p, index) => (
          <option key={p.image} value={p.image}>
            {`Foto ${index + 1}${p.alt ? `: ${p.alt}` : ' (sin texto alternativo)'}`}
          </option>
        ))}
        {variant?.image && !product.pictures.some((p) => p.image === variant.image) && (
          <option value={variant.image}>La que tiene ahora (de la importación)</option>
        )}
      </SelectField>
      {hex && (
        <p className={details.swatchLine}>
          <span className={details.swatch} style={{ background: hex }} aria-hidden="true" />
          Muestra del color {hex}
        </p>
      )}
      <fieldset className={details.grid}>
        <legend>Medidas (cm; vacías: las del producto)</legend>
        <TextField
          label="Ancho"
          hint={`${own}: ${shown(product.widthCm)}`}
          inputMode="decimal"
          {...bind('widthCm')}
        />
        <TextField
          label="Alto"
          hint={`${own}: ${shown(product.heightCm)}`}
          inputMode="decimal"
          {...bind('heightCm')}
        />
        <TextField
          label="Profundidad"
          hint={`${own}: ${shown(product.depthCm)}`}
          inputMode="decimal"
          {...bind('depthCm')}
        />
      </fieldset>
      {outcome(savedText, onReload)}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
