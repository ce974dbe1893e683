import { useRef, useState, type FormEvent } from 'react';
import type { StoreLook } from '@store/contracts';
import {
  colorProblems,
  STORE_COLOR_LABELS,
  STORE_COLOR_NAMES,
  TEMPLATE_NAMES,
  type StoreImageKind,
} from '@store/contracts/store-rules';
import { Button, SelectField, TextField } from '@store/ui';
import base from '../layout/backoffice.module.css';
import { ImageField } from './image-field';
import styles from './store.module.css';

/**
 * «Aspecto»: template, the seven colours (each checked with the API's contrast rule before
 * sending, the message on its field and the focus there), logo and favicon. `onSave` gets the
 * draft; nothing changes for buyers until it is published.
 */
export function LookForm({
  look,
  busy,
  onSave,
  upload,
}: {
  look: StoreLook;
  busy: boolean;
  onSave: (look: StoreLook) => void;
  upload: (kind: StoreImageKind, file: File) => Promise<string>;
}) {
  const [draft, setDraft] = useState(look);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const fields = useRef<Record<string, HTMLInputElement | null>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = colorProblems(draft.colors);
    setErrors(problems);
    // The rule's own order: the pair the owner most likely changed (text on the background) first.
    const first = Object.keys(problems)[0];
    if (first) return fields.current[first]?.focus();
    onSave(draft);
  };
  const setColor = (name: string, value: string) =>
    setDraft((now) => ({ ...now, colors: { ...now.colors, [name]: value.trim() } }));

  return (
    <form onSubmit={submit} noValidate aria-label="Aspecto de la tienda">
      <SelectField
        label="Plantilla"
        name="templateId"
        value={String(draft.templateId)}
        onChange={(event) => setDraft({ ...draft, templateId: Number(event.target.value) })}
      >
        {Object.entries(TEMPLATE_NAMES).map(([id, name]) => (
          <option key={id} value={id}>
            {id}. {name}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend>Colores</legend>
        <p>
          El texto tiene que contrastar al menos 4,5:1 con el color sobre el que se lee (WCAG AA).
        </p>
        <div className={styles.colors}>
          {STORE_COLOR_NAMES.map((name) => (
            <div key={name} className={styles.colorField}>
              <span
                aria-hidden="true"
                className={styles.swatch}
                style={{ background: draft.colors[name] }}
              />
              <TextField
                ref={(input) => {
                  fields.current[name] = input;
                }}
                label={STORE_COLOR_LABELS[name]}
                name={name}
                value={draft.colors[name]}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => setColor(name, event.target.value)}
                error={errors[name]}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className={styles.images}>
        {(['logo', 'favicon'] as const).map((kind) => (
          <ImageField
            key={kind}
            kind={kind}
            label={kind === 'logo' ? 'Logo' : 'Ícono de la pestaña (favicon)'}
            url={draft[kind]}
            upload={upload}
            onChange={(url) => setDraft((now) => ({ ...now, [kind]: url }))}
          />
        ))}
      </div>
      <div className={base.row}>
        <Button type="submit" disabled={busy}>
          Guardar borrador
        </Button>
      </div>
    </form>
  );
}
