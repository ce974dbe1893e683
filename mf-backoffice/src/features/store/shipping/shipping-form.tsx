import type { StoreShipping, StoreShippingState } from '@store/contracts';
import { REST_ZONE, shippingProblems } from '@store/contracts/store-rules';
import { Button, SelectField, TextField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import { useFieldForm } from '../../layout/use-field-form';
import look from '../store.module.css';
import { useSectionSave, type SectionFormProps } from '../use-section-save';
import { CarrierTable } from './carrier-table';
import { AddRow } from './row-buttons';
import { withNewCarrier } from './shipping-edits';
import {
  indexesOf,
  problemsOnFields,
  textsOf,
  valueOf,
  type ShippingTexts,
} from './shipping-texts';
import { ZonesFields } from './zones-fields';

/** The form's fields: every province or region in «resto» unless a zone lists it. */
const initialTexts = (state: StoreShippingState): ShippingTexts => ({
  ...Object.fromEntries(state.provinces.map(({ id }) => [`zoneOf.${id}`, ''])),
  ...textsOf(state.value),
});

/**
 * «Envíos»: store pickup and the address orders leave from, the zones, and each carrier's rate
 * table (a price per weight band and zone, IVA included), checked with the API's rules
 * (`shippingProblems`) before sending, each problem on its cell, and saved live: the checkout's
 * next quote uses them.
 */
export function ShippingForm({
  state,
  onSave,
  onReload,
}: SectionFormProps<StoreShipping, StoreShippingState>) {
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bind, bindCheck, edit, onSubmit, busy, formRef, outcome } = useFieldForm<
    string,
    string | boolean
  >(initialTexts(state));
  const place = state.country === 'AR' ? 'Provincia' : 'Región';
  const names = Object.fromEntries(state.provinces.map(({ id, name }) => [id, name]));
  const problemsOf = (all: ShippingTexts) =>
    problemsOnFields(all, shippingProblems(state.country, valueOf(all), names));
  const columns = [
    ...indexesOf(texts, 'zones').map((z) => ({
      key: String(z),
      name: String(texts[`zones.${z}`]).trim() || `${z + 1}`,
    })),
    { key: REST_ZONE, name: 'resto' },
  ];
  const shared = { texts, provinces: state.provinces, place, bind, bindCheck, edit };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(problemsOf, () => saveValue(valueOf(texts)))}
      noValidate
      aria-label="Envíos"
    >
      <fieldset className={look.part}>
        <legend>Retiro en la tienda</legend>
        <label className={look.check}>
          <input type="checkbox" {...bindCheck('storePickup')} /> Los compradores pueden retirar sus
          pedidos en la tienda, sin costo
        </label>
        <div className={look.fields}>
          <TextField label="Calle y número" autoComplete="off" {...bind('origin.street')} />
          <TextField label="Localidad" autoComplete="off" {...bind('origin.locality')} />
          <SelectField label={place} {...bind('origin.provinceId')}>
            <option value="">Elija…</option>
            {state.provinces.map((province) => (
              <option key={province.id} value={province.id}>
                {province.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Código postal (opcional)"
            autoComplete="off"
            {...bind('origin.zipCode')}
          />
        </div>
        <p>Es también la dirección desde donde salen los envíos.</p>
      </fieldset>
      <ZonesFields {...shared} />
      <h3>Transportistas</h3>
      {indexesOf(texts, 'carriers').map((c) => (
        <CarrierTable key={c} c={c} columns={columns} {...shared} />
      ))}
      <AddRow onClick={() => edit(withNewCarrier)}>Agregar transportista</AddRow>
      {outcome('Envíos guardados: el checkout ya cotiza con estas tablas.', onReload)}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar envíos
        </Button>
      </div>
    </form>
  );
}
