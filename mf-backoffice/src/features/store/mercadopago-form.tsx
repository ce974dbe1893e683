import { useState } from 'react';
import type {
  MercadoPagoCredentialsInput,
  MercadoPagoStatus,
  StoreSectionState,
} from '@store/contracts';
import { MERCADOPAGO_FIELDS, mercadoPagoProblems } from '@store/contracts/store-rules';
import { Button } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { EMPTY_AGAIN, useFieldForm } from '../layout/use-field-form';
import { SecretField } from './secret-field';
import look from './store.module.css';
import { useSectionSave, type SectionFormProps } from './use-section-save';

type State = StoreSectionState<MercadoPagoStatus>;

const CARD_MODES: Record<MercadoPagoStatus['cardMode'], string> = {
  mercadopago: 'Los pagos con tarjeta se cobran en la cuenta de Mercado Pago de la tienda.',
  sandbox: 'Los pagos con tarjeta pasan por el proveedor de prueba: ningún cobro es real.',
  none: 'La tienda todavía no cobra con tarjeta: faltan el token de acceso y la clave secreta de las notificaciones.',
};
const EMPTY: MercadoPagoCredentialsInput = { accessToken: '', publicKey: '', webhookSecret: '' };

/**
 * «Mercado Pago»: the store's credentials, write-only. The page shows whether each is saved, its
 * last 4 characters, when and by whom, never a value; a field left empty keeps what is saved. The
 * formats are checked with the API's rule (`mercadoPagoProblems`) before sending.
 */
export function MercadoPagoForm({
  state,
  onSave,
  onReload,
}: SectionFormProps<MercadoPagoCredentialsInput, State>) {
  const [shown, setShown] = useState(state);
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bind, onSubmit, busy, formRef, outcome } =
    useFieldForm<keyof MercadoPagoCredentialsInput>(EMPTY);
  const save = async () => {
    setShown(await saveValue(texts));
    return EMPTY_AGAIN;
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(mercadoPagoProblems, save)}
      noValidate
      aria-label="Credenciales de Mercado Pago"
    >
      <p>{CARD_MODES[shown.value.cardMode]}</p>
      <div className={look.fields}>
        {MERCADOPAGO_FIELDS.map(({ name, label }) => (
          <SecretField key={name} label={label} status={shown.value[name]} {...bind(name)} />
        ))}
      </div>
      {outcome('Credenciales guardadas. Nunca se vuelven a mostrar.', onReload)}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar credenciales
        </Button>
      </div>
    </form>
  );
}
