import { SelectField, TextField } from '@store/ui';
import look from '../store.module.css';
import { AddRow, RemoveRow, type ShippingPartProps } from './row-buttons';
import { indexesOf } from './shipping-texts';
import { withNewZone, withoutZone } from './shipping-edits';

/**
 * The zones the tables price: each a name and the provinces (Argentina) or regions (Chile) in
 * it; the ones in no zone are «resto», which every table prices too.
 */
export function ZonesFields({ texts, provinces, place, bind, edit }: ShippingPartProps) {
  const zones = indexesOf(texts, 'zones');
  return (
    <fieldset className={look.part}>
      <legend>Zonas</legend>
      <p>
        Cada zona agrupa {place === 'Región' ? 'regiones' : 'provincias'} con el mismo precio; las
        que no están en ninguna son el «resto del país».
      </p>
      {zones.map((z, n) => (
        <div key={z} className={look.zone}>
          <TextField label={`Nombre de la zona ${n + 1}`} {...bind(`zones.${z}`)} />
          <RemoveRow
            label={`Quitar la zona ${n + 1}`}
            onClick={() => edit((all) => withoutZone(all, z))}
          />
        </div>
      ))}
      <AddRow onClick={() => edit(withNewZone)}>Agregar zona</AddRow>
      <details>
        <summary>{place === 'Región' ? 'Regiones' : 'Provincias'} de cada zona</summary>
        <div className={look.fields}>
          {provinces.map((province) => (
            <SelectField key={province.id} label={province.name} {...bind(`zoneOf.${province.id}`)}>
              {zones.map((z) => (
                <option key={z} value={String(z)}>
                  {String(texts[`zones.${z}`]).trim() || `Zona ${z + 1}`}
                </option>
              ))}
              <option value="">Resto del país</option>
            </SelectField>
          ))}
        </div>
      </details>
    </fieldset>
  );
}
