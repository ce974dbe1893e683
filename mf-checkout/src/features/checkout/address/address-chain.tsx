import { useCallback } from 'react';
import type { AddressLocation } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { useCheckoutApi } from '../api/checkout-api-context';
import { Combobox } from '../form/combobox';
import { useAddressList } from './use-address-list';

export interface AddressIds {
  provinceId?: string;
  cityId?: string;
  locationId?: string;
}

/**
 * Argentina: province -> partido or department -> locality; Chile: region -> province -> comuna
 * (the same three calls answer for the tenant's country). Choosing a level clears the ones below.
 */
export function AddressChain({
  value,
  onChange,
  onLocation,
  errors = {},
}: {
  value: AddressIds;
  onChange: (ids: Required<AddressIds>) => void;
  /** The chosen locality (comuna), for its name and postal code. */
  onLocation?: (location: AddressLocation) => void;
  errors?: Partial<Record<keyof AddressIds, string>>;
}) {
  const { t } = useTranslation('checkout');
  const api = useCheckoutApi();
  const provinceId = value.provinceId || null;
  const cityId = value.cityId || null;
  const provinces = useAddressList(
    useCallback(() => api.provinces(), [api]),
    '',
  );
  const cities = useAddressList(
    useCallback((id: string) => api.cities(id), [api]),
    provinceId,
  );
  const locations = useAddressList(
    useCallback((id: string) => api.locations(id), [api]),
    cityId,
  );
  const failed = [provinces, cities, locations].find((list) => list.failed);
  const common = { noMatches: t('form.noMatches') };

  return (
    <>
      <Combobox
        {...common}
        label={t('addressee.province')}
        options={provinces.items}
        selectedId={value.provinceId}
        error={errors.provinceId}
        onSelect={(option) =>
          onChange({ provinceId: option?.id ?? '', cityId: '', locationId: '' })
        }
      />
      <Combobox
        {...common}
        label={t('addressee.city')}
        options={cities.items}
        selectedId={value.cityId}
        disabled={!provinceId}
        error={errors.cityId}
        onSelect={(option) =>
          onChange({ provinceId: provinceId ?? '', cityId: option?.id ?? '', locationId: '' })
        }
      />
      <Combobox
        {...common}
        label={t('addressee.location')}
        options={locations.items}
        selectedId={value.locationId}
        disabled={!cityId}
        error={errors.locationId}
        onSelect={(option) => {
          onChange({
            provinceId: provinceId ?? '',
            cityId: cityId ?? '',
            locationId: option?.id ?? '',
          });
          const location = locations.items.find((item) => item.id === option?.id);
          if (location) onLocation?.(location);
        }}
      />
      {failed && (
        <p role="alert">
          {t('addressee.loadFailed')}{' '}
          <Button variant="secondary" size="small" onClick={failed.retry}>
            {t('addressee.retry')}
          </Button>
        </p>
      )}
    </>
  );
}
