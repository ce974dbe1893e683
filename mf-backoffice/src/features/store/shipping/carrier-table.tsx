import { REST_ZONE, SHIPPING_SERVICE_NAMES } from '@store/contracts/store-rules';
import { Button, SelectField, TextField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import look from '../store.module.css';
import { CellInput } from './cell-input';
import { BranchFields } from './branch-fields';
import { AddRow, RemoveRow, type ShippingPartProps } from './row-buttons';
import { indexesOf, servedField } from './shipping-texts';
import { withNewBand, withoutBand, withoutCarrier } from './shipping-edits';

interface CarrierProps extends ShippingPartProps {
  c: number;
  /** The zones' columns: their key in `rates` and their name, «resto» last. */
  columns: { key: string; name: string }[];
}

/**
 * One carrier's rate table: a row per weight band («hasta» so many grams) with its price in each
 * zone, the delivery days of each zone above them; rows added and removed. A pickup-point
 * carrier lists its branches too.
 */
export function CarrierTable(props: CarrierProps) {
  const { c, texts, columns, bind, bindCheck, edit } = props;
  const at = `carriers.${c}`;
  const name = String(texts[`${at}.name`]).trim() || `Transportista ${c + 1}`;
  const service = String(texts[`${at}.serviceName`]).trim();
  const who = service ? `${name}, ${service}` : name;
  const bands = indexesOf(texts, `${at}.bands`);
  const skips = (column: string) => texts[servedField(c, column)] !== true;
  return (
    <fieldset className={look.part}>
      <legend>{who}</legend>
      <div className={look.fields}>
        <TextField label="Transportista" {...bind(`${at}.name`)} />
        <SelectField label="Servicio" {...bind(`${at}.serviceType`)}>
          {Object.entries(SHIPPING_SERVICE_NAMES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Nombre que ve el comprador" {...bind(`${at}.serviceName`)} />
      </div>
      {bind(`${at}.rates`).error && <p className={styles.error}>{bind(`${at}.rates`).error}</p>}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${look.rates}`}>
          <thead>
            <tr>
              <th scope="col">Hasta (gramos)</th>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.key === REST_ZONE ? 'Resto del país' : `Zona ${column.name}`}
                </th>
              ))}
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Reparte</th>
              {columns.map((column) => (
                <td key={column.key}>
                  <input
                    type="checkbox"
                    aria-label={`Reparte en la zona ${column.name} (${who})`}
                    {...bindCheck(servedField(c, column.key))}
                  />
                </td>
              ))}
              <td />
            </tr>
            <tr>
              <th scope="row">Días hábiles</th>
              {columns.map((column) => (
                <td key={column.key}>
                  <span className={look.days}>
                    <CellInput
                      inputMode="numeric"
                      label={`Días mínimos, zona ${column.name} (${who})`}
                      disabled={skips(column.key)}
                      binding={bind(`${at}.rates.${column.key}.days.min`)}
                    />
                    a
                    <CellInput
                      inputMode="numeric"
                      label={`Días máximos, zona ${column.name} (${who})`}
                      disabled={skips(column.key)}
                      binding={bind(`${at}.rates.${column.key}.days.max`)}
                    />
                  </span>
                </td>
              ))}
              <td />
            </tr>
            {bands.map((b, row) => (
              <tr key={b}>
                <td>
                  <CellInput
                    inputMode="numeric"
                    label={`Hasta gramos, franja ${row + 1} (${who})`}
                    binding={bind(`${at}.bands.${b}.upToGrams`)}
                  />
                </td>
                {columns.map((column) => (
                  <td key={column.key}>
                    <CellInput
                      label={`Precio, franja ${row + 1}, zona ${column.name} (${who})`}
                      disabled={skips(column.key)}
                      binding={bind(`${at}.rates.${column.key}.bands.${b}.price`)}
                    />
                  </td>
                ))}
                <td>
                  <RemoveRow
                    label={`Quitar la franja ${row + 1} (${who})`}
                    disabled={bands.length === 1}
                    onClick={() => edit((all) => withoutBand(all, c, b))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AddRow onClick={() => edit((all) => withNewBand(all, c))}>Agregar franja de peso</AddRow>
      {texts[`${at}.serviceType`] === 'pickup_point' && <BranchFields {...props} who={who} />}
      <div className={styles.row}>
        <Button
          type="button"
          variant="ghost"
          size="small"
          onClick={() => edit((all) => withoutCarrier(all, c))}
        >
          Quitar {who}
        </Button>
      </div>
    </fieldset>
  );
}
