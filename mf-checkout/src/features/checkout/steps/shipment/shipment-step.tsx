import { useState } from 'react';
import { checkShipment, type CartContents, type ShippingQuoteOption } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { Button, ProgressBar, SelectField } from '@store/ui';
import { quoteRequest } from '../../state/build-requests';
import { completeStep } from '../../state/checkout-data';
import { countryOf } from '../../state/country';
import { useCheckout } from '../../state/use-checkout';
import formStyles from '../step-form.module.css';
import { QuoteOption } from './quote-option';
import choices from '../choice-group.module.css';
import styles from './shipment-step.module.css';
import { isStorePickup, optionKey, useQuote } from './use-quote';

/** The carriers that can take the order to the addressee, priced by `GetShippingQuote`. */
export function ShipmentStep({ contents }: { contents: CartContents }) {
  const { t } = useTranslation('checkout');
  const { config } = useStore();
  const { data, update } = useCheckout();
  const { state, retry } = useQuote(quoteRequest(countryOf(config), data.addressee, contents));
  const [error, setError] = useState<string | null>(null);
  const chosen = data.shipment.option;
  const chosenKey = chosen ? optionKey(chosen) : null;

  const choose = (option: ShippingQuoteOption) => {
    setError(null);
    update((current) => ({
      ...current,
      completed: current.completed.filter((step) => step !== 'shipment'),
      shipment: {
        option,
        pointId: option.pickup_points.length === 1 ? option.pickup_points[0]!.id : null,
      },
    }));
  };
  const save = () => {
    const problems = checkShipment({
      option: chosen && {
        logisticType: chosen.logistic_type,
        serviceType: chosen.service_type.code,
        carrierId: chosen.carrier.id,
        pointId: data.shipment.pointId,
      },
    });
    const message = Object.values(problems)[0];
    if (message) setError(message);
    else update((current) => completeStep(current, 'shipment'));
  };

  if (state.status === 'loading') return <ProgressBar label={t('shipment.loading')} />;
  if (state.status === 'failed' || state.options.length === 0) {
    return (
      <p className={styles.problem} role="alert">
        {state.status === 'failed' ? t('shipment.failed') : t('shipment.none')}
        <Button variant="secondary" size="small" onClick={retry}>
          {t('shipment.retry')}
        </Button>
      </p>
    );
  }
  const radio = (option: ShippingQuoteOption) => (
    <label key={optionKey(option)} className={choices.choice}>
      <input
        type="radio"
        name="shipping-option"
        checked={chosenKey === optionKey(option)}
        onChange={() => choose(option)}
      />
      <QuoteOption option={option} />
    </label>
  );
  // The cheapest and fastest marks compare carriers; a free pickup at the store is a choice of
  // its own, beside them, so 'más barato' never reads as wrong next to 'sin cargo'.
  const shipped = state.options.filter((option) => !isStorePickup(option));
  const atStore = state.options.filter(isStorePickup);
  return (
    <div className={formStyles.form}>
      {shipped.length > 0 && (
        <fieldset className={choices.group}>
          <legend className={choices.legend}>{t('shipment.options')}</legend>
          {shipped.map(radio)}
        </fieldset>
      )}
      {atStore.length > 0 && (
        <fieldset className={choices.group}>
          <legend className={choices.legend}>{t('shipment.storePickup')}</legend>
          {atStore.map(radio)}
        </fieldset>
      )}
      {chosen && !isStorePickup(chosen) && chosen.pickup_points.length > 0 && (
        <SelectField
          label={t('shipment.point')}
          value={data.shipment.pointId ?? ''}
          onChange={(event) => {
            const pointId = event.target.value || null;
            update((current) => ({ ...current, shipment: { ...current.shipment, pointId } }));
          }}
        >
          <option value="">{t('shipment.choosePoint')}</option>
          {chosen.pickup_points.map((point) => (
            <option key={point.id} value={point.id}>
              {`${point.name} · ${point.address}`}
            </option>
          ))}
        </SelectField>
      )}
      {error && (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      )}
      <div className={formStyles.actions}>
        <Button onClick={save}>{t('form.continue')}</Button>
      </div>
    </div>
  );
}
