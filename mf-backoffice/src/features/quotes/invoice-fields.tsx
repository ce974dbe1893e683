import { IVA_CONDITIONS, type BillingData, type FieldErrors } from '@store/contracts';
import { SelectField, TextField } from '@store/ui';
import styles from '../layout/backoffice.module.css';

export type InvoiceDraft = Required<Omit<BillingData, 'comunaId'>>;

/**
 * The invoice's data as the checkout's billing step takes them (razón social, CUIT or RUT, the
 * condition frente al IVA, e-mail, phone, fiscal address; a Chilean factura's giro), each with
 * its error from the checkout's own rule (`checkBilling`).
 */
export function InvoiceFields({
  country,
  draft,
  errors,
  onChange,
  from,
}: {
  country: 'ARG' | 'CL';
  draft: InvoiceDraft;
  errors: FieldErrors;
  onChange: (draft: InvoiceDraft) => void;
  /** The order whose invoice data the fields opened with, named for the staff; null: none. */
  from: string | null;
}) {
  const field = (name: keyof InvoiceDraft) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, [name]: event.target.value }),
  });
  return (
    <fieldset className={styles.card}>
      <legend>Facturación</legend>
      {from && <p>Con los datos de facturación del pedido {from}.</p>}
      <TextField label="Razón social" autoComplete="organization" {...field('businessName')} />
      <TextField label={country === 'CL' ? 'RUT' : 'CUIT'} {...field('taxId')} />
      <SelectField label="Condición frente al IVA" {...field('ivaCondition')}>
        <option value="">Elegir…</option>
        {IVA_CONDITIONS[country].map((condition) => (
          <option key={condition.code} value={condition.code}>
            {condition.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Correo para la factura" type="email" {...field('email')} />
      <TextField label="Teléfono" type="tel" {...field('phone')} />
      <TextField label="Domicilio fiscal" {...field('address')} />
      {country === 'CL' && draft.ivaCondition === 'CONTRIBUYENTE' && (
        <TextField label="Giro" {...field('giro')} />
      )}
    </fieldset>
  );
}
