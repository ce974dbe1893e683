import { useState, type FormEvent } from 'react';
import { Link, useTranslation } from '@store/platform';
import { Button, HydratedControls, NumberField } from '@store/ui';
import { catalogApi } from '../catalog-api/catalog-api';
import { useRemote, type RemoteRead } from '../catalog-api/use-remote';
import { hasFilters, type ListState } from './list-query';
import { SelectField } from '../forms/select-field';
import styles from './list-filters.module.css';

const COLORS = { key: 'colors', load: catalogApi.colors };
const BRANDS = { key: 'brands', load: catalogApi.brands };
const TECHNIQUES = { key: 'printing-types', load: catalogApi.printingTypes };
/** The reference data the filters read: the list page starts loading it with its products. */
export const FILTER_READS: RemoteRead<unknown>[] = [COLORS, BRANDS, TECHNIQUES];

interface Props {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  /** The list without filters, for "clear filters". */
  clearHref: string;
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('catalog-list');
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('list.anyOption')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Colour, technique, brand, price range and stock: each change goes to the URL. */
export function ListFilters({ state, onChange, clearHref }: Props) {
  const { t } = useTranslation('catalog-list');
  const colors = useRemote(COLORS, { cache: true }).data ?? [];
  const brands = useRemote(BRANDS, { cache: true }).data ?? [];
  const techniques = useRemote(TECHNIQUES, { cache: true }).data?.items ?? [];
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const swapped = min !== '' && max !== '' && Number(min) > Number(max);

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    if (swapped) return;
    onChange({
      minPrice: min === '' ? null : Number(min),
      maxPrice: max === '' ? null : Number(max),
    });
  };

  return (
    <HydratedControls className={styles.filters}>
      <Choice
        label={t('list.color')}
        value={state.color}
        options={colors.map((c) => ({ value: c.name, label: c.name }))}
        onChange={(color) => onChange({ color })}
      />
      <Choice
        label={t('list.technique')}
        value={state.technique}
        options={techniques.map((tq) => ({ value: tq.code, label: tq.name }))}
        onChange={(technique) => onChange({ technique })}
      />
      <Choice
        label={t('list.brand')}
        value={state.brand}
        options={brands.map((b) => ({ value: b.name, label: b.name }))}
        onChange={(brand) => onChange({ brand })}
      />
      <form className={styles.price} onSubmit={applyPrice} aria-label={t('list.price')}>
        <fieldset>
          <legend>{t('list.price')}</legend>
          <div className={styles.range}>
            <NumberField
              label={t('list.minPrice')}
              value={min}
              maxLength={9}
              onChange={(event) => setMin(event.target.value)}
              error={swapped ? t('list.priceOrder') : null}
            />
            <NumberField
              label={t('list.maxPrice')}
              value={max}
              maxLength={9}
              onChange={(event) => setMax(event.target.value)}
            />
          </div>
          <Button
            type="submit"
            size="small"
            variant="secondary"
            className={styles.apply}
            disabled={swapped}
          >
            {t('list.applyPrice')}
          </Button>
        </fieldset>
      </form>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={state.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        {t('list.inStock')}
      </label>
      {hasFilters(state) && (
        <Link to={clearHref} className={styles.clear}>
          {t('list.clear')}
        </Link>
      )}
    </HydratedControls>
  );
}
