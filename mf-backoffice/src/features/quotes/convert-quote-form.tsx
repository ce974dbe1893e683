import { useRef, useState, type FormEvent } from 'react';
import {
  checkBilling,
  type FieldErrors,
  type QuoteOrderBody,
  type QuoteOrderForm,
} from '@store/contracts';
import { QUOTE_ORDER_REFUSALS } from '@store/contracts/sales-rules';
import { Button, SelectField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { money } from '../texts';
import { InvoiceFields, type InvoiceDraft } from './invoice-fields';
import { choiceOf, optionKey, useOrderPreview, type PreviewOrder } from './use-order-preview';

export interface ConvertQuoteFormProps {
  form: QuoteOrderForm;
  country: 'ARG' | 'CL';
  currency: string;
  version: number;
  /** Who the invoice names at first: the quote's company, else the buyer. */
  businessName: string;
  busy: boolean;
  /** The API's refusal of the last send, on the field it names (`serverFieldErrors`). */
  serverErrors?: FieldErrors;
  preview: PreviewOrder;
  onConvert: (body: QuoteOrderBody) => void;
}

/** The order request's names of the fields, as this form names them. */
const SERVER_FIELDS: Record<string, string> = {
  addressId: 'addressId',
  shippingCarrierId: 'shipping',
  'shipping.option': 'shipping',
  'orderInvoiceFK.name': 'businessName',
  'orderInvoiceFK.document': 'taxId',
  'orderInvoiceFK.direction': 'address',
  'orderInvoiceFK.ivaCondition': 'ivaCondition',
  'orderInvoiceFK.email': 'email',
  'orderInvoiceFK.phone': 'phone',
  'orderInvoiceFK.giro': 'giro',
};

/** The API's 4xx on the form's field it is about (none when it names no field of the form). */
export function serverFieldErrors(failure: { field: string | null; message: string }): FieldErrors {
  const name = failure.field === null ? undefined : SERVER_FIELDS[failure.field];
  return name ? { [name]: failure.message } : {};
}

/**
 * What the invoice fields open with: the data the buyer's latest order was billed with, else the
 * quote's company and the first address's e-mail and phone.
 */
function firstDraft(
  { form, businessName }: ConvertQuoteFormProps,
  address: QuoteOrderForm['addresses'][number] | undefined,
): InvoiceDraft {
  const last = form.lastInvoice?.invoice;
  if (last)
    return {
      businessName: last.name,
      taxId: last.document,
      ivaCondition: last.ivaCondition,
      email: last.email,
      phone: last.phone,
      address: last.direction,
      giro: last.giro ?? '',
    };
  return {
    businessName,
    taxId: '',
    ivaCondition: '',
    email: address?.email ?? '',
    phone: address?.phone ?? '',
    address: '',
    giro: '',
  };
}

/**
 * «Convertir en pedido»: one of the buyer's saved addresses, a shipping option the server quotes
 * for it, and the invoice data checked by the checkout's rule the API runs again; the order's
 * total (the server's) is shown before «Confirmar pedido».
 */
export function ConvertQuoteForm(props: ConvertQuoteFormProps) {
  const { form, country, currency } = props;
  const first = form.addresses.find((a) => a.isDefault) ?? form.addresses[0];
  const [addressId, setAddressId] = useState(first?.id ?? 0);
  const [chosen, setChosen] = useState('');
  const address = form.addresses.find((a) => a.id === addressId) ?? first;
  const [invoice, setInvoice] = useState<InvoiceDraft>(() => firstDraft(props, first));
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...checked, ...props.serverErrors };
  const formRef = useRef<HTMLFormElement>(null);
  const { options, option, totals, error } = useOrderPreview(
    props.preview,
    form.blocked || !address ? null : addressId,
    chosen,
  );

  if (form.blocked) return <p role="alert">{QUOTE_ORDER_REFUSALS.blocked}</p>;
  if (!address) return <p role="alert">{QUOTE_ORDER_REFUSALS.noAddress}</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Chile's factura names the comuna: the chosen address's.
    const billing = { ...invoice, comunaId: country === 'CL' ? address.locationId : '' };
    const problems: FieldErrors = {
      ...checkBilling(billing, country),
      ...(option ? {} : { shipping: QUOTE_ORDER_REFUSALS.noShipping }),
    };
    setChecked(problems);
    // The focus goes to the first field with a problem, in the order they are read.
    const fields = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
    const firstProblem = fields.find((field) => field.name in problems);
    if (firstProblem || Object.keys(problems).length > 0) {
      firstProblem?.focus();
      return;
    }
    // The total is the server's and is shown before confirming: not yet, no order.
    if (!totals) return;
    props.onConvert({
      version: props.version,
      addressId,
      shipping: choiceOf(option!),
      invoice: {
        name: billing.businessName.trim(),
        document: billing.taxId.trim(),
        ivaCondition: billing.ivaCondition,
        email: billing.email.trim(),
        phone: billing.phone.trim(),
        direction: billing.address.trim() || null,
        giro: billing.giro.trim() || null,
        comunaId: billing.comunaId || null,
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Convertir en pedido">
      <fieldset className={styles.card}>
        <legend>Destinatario y envío</legend>
        <SelectField
          label="Dirección del destinatario"
          name="addressId"
          value={addressId}
          error={errors.addressId}
          onChange={(e) => {
            setAddressId(Number(e.target.value));
            setChosen('');
          }}
        >
          {form.addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {`${a.name} ${a.lastName}: ${a.street} ${a.streetNumber}, ${a.locality}, ${a.provinceName}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Envío"
          name="shipping"
          value={chosen}
          disabled={!options}
          error={errors.shipping}
          hint={options ? undefined : 'Cotizando el envío…'}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">Elegir…</option>
          {options?.map((o) => (
            <option key={optionKey(o)} value={optionKey(o)}>
              {`${o.label}: ${money(o.price, currency)}`}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <InvoiceFields
        country={country}
        draft={invoice}
        errors={errors}
        onChange={setInvoice}
        from={form.lastInvoice?.orderNumber ?? null}
      />
      <p>
        {form.creditTerms
          ? `El comprador tiene crédito a ${form.creditTerms.days} días: el pedido queda a crédito.`
          : 'El pedido queda pendiente de pago por transferencia bancaria.'}
      </p>
      <p role="status" aria-live="polite">
        {totals &&
          `Total del pedido: ${money(totals.total, currency)} (productos ${money(totals.subTotal, currency)}, envío ${money(totals.shippingNet, currency)}, IVA ${money(totals.taxes, currency)}).`}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={props.busy}>
        Confirmar pedido
      </Button>
    </form>
  );
}
