import { SelectField, TextField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import look from '../store.module.css';
import { AddRow, RemoveRow, type ShippingPartProps } from './row-buttons';
import { indexesOf } from './shipping-texts';
import { withNewPoint, withoutPoint } from './shipping-edits';

/**
 * The branches of a pickup-point carrier: the quote offers it only in the provinces or regions
 * where it has one.
 */
export function BranchFields({
  c,
  who,
  texts,
  provinces,
  place,
  bind,
  edit,
}: ShippingPartProps & { c: number; who: string }) {
  const at = `carriers.${c}.points`;
  return (
    <fieldset className={look.part}>
      <legend>Sucursales donde se retira ({who})</legend>
      {bind(at).error && <p className={styles.error}>{bind(at).error}</p>}
      {indexesOf(texts, at).map((p, n) => (
        <div key={p} className={look.fields}>
          <TextField label={`Sucursal ${n + 1}`} {...bind(`${at}.${p}.name`)} />
          <TextField label={`Dirección de la sucursal ${n + 1}`} {...bind(`${at}.${p}.address`)} />
          <SelectField
            label={`${place} de la sucursal ${n + 1}`}
            {...bind(`${at}.${p}.provinceId`)}
          >
            <option value="">Elija…</option>
            {provinces.map((province) => (
              <option key={province.id} value={province.id}>
                {province.name}
              </option>
            ))}
          </SelectField>
          <div className={styles.row}>
            <RemoveRow
              label={`Quitar la sucursal ${n + 1} (${who})`}
              onClick={() => edit((all) => withoutPoint(all, c, p))}
            />
          </div>
        </div>
      ))}
      <AddRow onClick={() => edit((all) => withNewPoint(all, c))}>Agregar sucursal</AddRow>
    </fieldset>
  );
}
