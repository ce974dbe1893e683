import { formatMoney, type ApplicationTechnique } from '@store/contracts';
import { useTranslation, useMoneyFormat, useStore } from '@store/platform';
import { SelectField } from '../forms/select-field';
import styles from './detail.module.css';

/** The techniques with their minimums; what happens below the minimum is said under it. */
export function TechniqueSelect({
  techniques,
  value,
  units,
  onChange,
}: {
  techniques: ApplicationTechnique[];
  value: ApplicationTechnique | null;
  units: number;
  onChange: (technique: ApplicationTechnique | null) => void;
}) {
  const { t } = useTranslation('catalog-detail');
  const { config } = useStore();
  const money = useMoneyFormat();
  const under = value && units > 0 && units < value.minUnitsForPrinting;
  const note = under ? (
    <p
      className={config.usePriceWithoutMinimun ? styles.note : styles.problem}
      role={config.usePriceWithoutMinimun ? undefined : 'alert'}
    >
      {config.usePriceWithoutMinimun
        ? t('detail.underMinimum', {
            count: value.minUnitsForPrinting,
            amount: formatMoney(value.customizationUnderMinimumExtraCost, money),
          })
        : t('detail.underMinimumRefused', {
            technique: value.name,
            count: value.minUnitsForPrinting,
          })}
    </p>
  ) : null;
  return (
    <SelectField
      label={t('detail.technique')}
      value={value?.id ?? ''}
      note={note}
      onChange={(event) =>
        onChange(techniques.find((tq) => tq.id === Number(event.target.value)) ?? null)
      }
    >
      <option value="">{t('detail.noTechnique')}</option>
      {techniques.map((tq) => (
        <option key={tq.id} value={tq.id}>
          {tq.name} ({t('detail.minimum', { count: tq.minUnitsForPrinting })})
        </option>
      ))}
    </SelectField>
  );
}

/** Whether the tenant refuses this quantity for the technique (usePriceWithoutMinimun false). */
export function refusedUnderMinimum(
  technique: ApplicationTechnique | null,
  units: number,
  usePriceWithoutMinimun: boolean,
): boolean {
  return Boolean(
    technique && !usePriceWithoutMinimun && units > 0 && units < technique.minUnitsForPrinting,
  );
}
