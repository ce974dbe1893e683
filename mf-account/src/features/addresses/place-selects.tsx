import { useId, type Ref } from 'react';
import { useTranslation } from '@store/platform';
import { useKeyedLoad } from '@store/ui';
import fieldStyles from '../forms/form.module.css';
import type { AddressesApi } from './addresses-api';
import styles from './addresses.module.css';

export interface Place {
  provinceId: string;
  cityId: string;
  locationId: string;
  locality: string;
}

interface Option {
  id: string;
  name: string;
}

function PlaceSelect({
  label,
  value,
  options,
  error,
  selectRef,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[] | null;
  error: string | undefined;
  selectRef: Ref<HTMLSelectElement> | undefined;
  onChange: (option: Option | null) => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        disabled={!options}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) =>
          onChange(options?.find((option) => option.id === event.target.value) ?? null)
        }
      >
        <option value="">{t('addresses.choose')}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} role="alert" className={fieldStyles.problem}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Argentina's province, partido and locality, Chile's región, provincia and comuna, as native
 * selects (the phone's own picker); choosing one level clears the ones below.
 */
export function PlaceSelects({
  api,
  value,
  errors,
  refs = {},
  onChange,
}: {
  api: AddressesApi;
  value: Place;
  errors: Partial<Record<keyof Place, string>>;
  /** The selects, for the form to focus the first wrong one. */
  refs?: Partial<Record<keyof Place, Ref<HTMLSelectElement>>>;
  onChange: (place: Place) => void;
}) {
  const { t } = useTranslation('account');
  // An answer is the current key's only: a quick change of province never shows the last one's.
  const provinces = useKeyedLoad('provinces', () => api.provinces()).data ?? null;
  const cities =
    useKeyedLoad(value.provinceId || null, () => api.cities(value.provinceId)).data ?? null;
  const locations =
    useKeyedLoad(value.cityId || null, () => api.locations(value.cityId)).data ?? null;
  const none = { provinceId: '', cityId: '', locationId: '', locality: '' };
  return (
    <>
      <PlaceSelect
        label={t('addresses.province')}
        value={value.provinceId}
        options={provinces}
        error={errors.provinceId}
        selectRef={refs.provinceId}
        onChange={(option) => onChange({ ...none, provinceId: option?.id ?? '' })}
      />
      <PlaceSelect
        label={t('addresses.city')}
        value={value.cityId}
        options={value.provinceId ? cities : null}
        error={errors.cityId}
        selectRef={refs.cityId}
        onChange={(option) =>
          onChange({ ...none, provinceId: value.provinceId, cityId: option?.id ?? '' })
        }
      />
      <PlaceSelect
        label={t('addresses.location')}
        value={value.locationId}
        options={value.cityId ? locations : null}
        error={errors.locationId ?? errors.locality}
        selectRef={refs.locationId}
        onChange={(option) =>
          onChange({
            provinceId: value.provinceId,
            cityId: value.cityId,
            locationId: option?.id ?? '',
            locality: option?.name ?? '',
          })
        }
      />
    </>
  );
}
