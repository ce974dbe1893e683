import { useState } from 'react';
import type { StoreSectionState, ZippinSettingsInput, ZippinStatus } from '@store/contracts';
import { ZIPPIN_LABELS, zippinProblems } from '@store/contracts/store-rules';
import { Button, TextField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { useFieldForm } from '../layout/use-field-form';
import { SecretField } from './secret-field';
import look from './store.module.css';
import { useSectionSave, type SectionFormProps } from './use-section-save';

type State = StoreSectionState<ZippinStatus>;
type Field = keyof ZippinSettingsInput;

const QUOTES_FROM: Record<ZippinStatus['quotesFrom'], string> = {
  zippin: 'El checkout cotiza los envíos con Zippin.',
  'rate-tables': 'El checkout cotiza los envíos con las tablas de «Envíos».',
};

const fieldsOf = (state: State): Record<Field, string | boolean> => ({
  enabled: state.value.account !== null,
  accountId: state.value.account?.accountId ?? '',
  originId: state.value.account?.originId ?? '',
  apiToken: '',
  apiSecret: '',
});
const valueOf = (texts: Record<Field, string | boolean>): ZippinSettingsInput => ({
  enabled: texts.enabled === true,
  accountId: String(texts.accountId),
  originId: String(texts.originId),
  apiToken: String(texts.apiToken),
  apiSecret: String(texts.apiSecret),
});

/**
 * «Zippin»: whether the checkout quotes through the store's Zippin account, its account and
 * origin numbers, and its API token and secret, write-only (the page shows whether each is saved,
 * its last 4 characters, when and by whom; a field left empty keeps what is saved). Checked with
 * the API's rule (`zippinProblems`) before sending.
 */
export function ZippinForm({
  state,
  onSave,
  onReload,
}: SectionFormProps<ZippinSettingsInput, State>) {
  const [shown, setShown] = useState(state);
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bind, bindCheck, edit, onSubmit, busy, formRef, outcome } = useFieldForm<
    Field,
    string | boolean
  >(fieldsOf(state));
  const stored = { apiToken: shown.value.apiToken.set, apiSecret: shown.value.apiSecret.set };
  const save = async () => {
    setShown(await saveValue(valueOf(texts)));
    edit((all) => ({ ...all, apiToken: '', apiSecret: '' }));
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit((all) => zippinProblems(valueOf(all), stored), save)}
      noValidate
      aria-label="Cuenta de Zippin"
    >
      <p>{QUOTES_FROM[shown.value.quotesFrom]}</p>
      <label className={look.check}>
        <input type="checkbox" {...bindCheck('enabled')} /> {ZIPPIN_LABELS.enabled}
      </label>
      <div className={look.fields}>
        <TextField
          label={ZIPPIN_LABELS.accountId}
          inputMode="numeric"
          autoComplete="off"
          hint="El de la cuenta de la tienda en Zippin, en «Configuración»."
          {...bind('accountId')}
        />
        <TextField
          label={ZIPPIN_LABELS.originId}
          inputMode="numeric"
          autoComplete="off"
          hint="El depósito desde donde Zippin retira los pedidos."
          {...bind('originId')}
        />
        {(['apiToken', 'apiSecret'] as const).map((name) => (
          <SecretField
            key={name}
            label={ZIPPIN_LABELS[name]}
            status={shown.value[name]}
            {...bind(name)}
          />
        ))}
      </div>
      {outcome(
        'Cuenta de Zippin guardada. El token y la clave nunca se vuelven a mostrar.',
        onReload,
      )}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar cuenta de Zippin
        </Button>
      </div>
    </form>
  );
}
