import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffPrintAreasBody, StaffProductPrintAreas } from '@store/contracts';
import { PRINT_AREA_LIMITS } from '@store/contracts/print-area-rules';
import { toStoreApiError } from '@store/platform';
import { Button, SelectField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import { AreaEditor } from './area-editor';
import {
  checkDrafts,
  draftsOf,
  newArea,
  nextDraftKey,
  type AreaDraft,
  type TechniqueDraft,
} from './area-draft';
import own from './print-areas.module.css';
import { SaveOutcome } from '../../layout/save-outcome';

/** The errors of one area, by its field name, out of the form's errors by the API's names. */
const errorsOf = (errors: Record<string, string>, t: number, a: number) => {
  const prefix = `techniques[${t}].printAreas[${a}].`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
};

/**
 * «Técnicas y áreas de impresión»: the techniques the product allows (added, removed) and each
 * one's areas drawn on the views. Checked with the API's rules before sending; the server's errors
 * land on their field, and a 409 offers to reload what someone else saved.
 */
export function PrintAreasForm({
  data,
  onSave,
  onReload,
}: {
  data: StaffProductPrintAreas;
  onSave: (body: StaffPrintAreasBody) => Promise<unknown>;
  onReload: () => void;
}) {
  const [techniques, setTechniques] = useState<TechniqueDraft[]>(() =>
    draftsOf(data, nextDraftKey),
  );
  const offered = data.available.filter(
    (option) => !techniques.some((t) => t.techniqueId === option.techniqueId),
  );
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);

  const edit = (key: number, change: (t: TechniqueDraft) => TechniqueDraft) => {
    setSaved(false);
    setTechniques((all) => all.map((t) => (t.key === key ? change(t) : t)));
  };
  const editArea = (technique: number, area: number, next: AreaDraft | null) =>
    edit(technique, (t) => ({
      ...t,
      areas: next
        ? t.areas.map((a) => (a.key === area ? next : a))
        : t.areas.filter((a) => a.key !== area),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const checked = checkDrafts(techniques, data.views, data.version);
    if ('problems' in checked) {
      setErrors(checked.problems);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.body);
      setSaved(true);
    } catch (caught) {
      const error = toStoreApiError(caught);
      if (error.status === 400 && error.field) setErrors({ [error.field]: error.message });
      else setFailure({ text: error.message, stale: error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const chosen = offered.find((o) => String(o.techniqueId) === adding) ?? offered[0];
  const firstView = data.views[0];
  return (
    <form ref={form} className={styles.card} onSubmit={submit} aria-labelledby="areas-title">
      <h2 id="areas-title">Técnicas y áreas de impresión</h2>
      <p>
        Dónde puede imprimir cada técnica, en mm sobre cada vista del producto. El diseñador de la
        tienda muestra estas áreas en cuanto se guardan.
      </p>
      <div className={own.areas}>
        {techniques.map((technique, t) => (
          <section key={technique.key} className={own.technique} aria-label={technique.name}>
            <div className={styles.row}>
              <h3>{technique.name}</h3>
              <Button
                type="button"
                variant="ghost"
                size="small"
                onClick={() => {
                  setSaved(false);
                  setTechniques((all) => all.filter((x) => x.key !== technique.key));
                }}
              >
                Quitar la técnica «{technique.name}»
              </Button>
            </div>
            {errors[`techniques[${t}].techniqueId`] && (
              <p role="alert" className={styles.error}>
                {errors[`techniques[${t}].techniqueId`]}
              </p>
            )}
            {technique.areas.length === 0 && <p>Sin áreas: esta técnica no imprime todavía.</p>}
            {technique.areas.map((area, a) => (
              <AreaEditor
                key={area.key}
                draft={area}
                views={data.views}
                technique={technique.name}
                errors={errorsOf(errors, t, a)}
                onChange={(next) => editArea(technique.key, area.key, next)}
                onRemove={() => editArea(technique.key, area.key, null)}
              />
            ))}
            {firstView && technique.areas.length < PRINT_AREA_LIMITS.areasPerTechnique && (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  onClick={() =>
                    edit(technique.key, (x) => ({
                      ...x,
                      areas: [
                        ...x.areas,
                        newArea(firstView, `Área ${x.areas.length + 1}`, nextDraftKey()),
                      ],
                    }))
                  }
                >
                  Agregar área a «{technique.name}»
                </Button>
              </div>
            )}
          </section>
        ))}
      </div>
      {chosen && (
        <div className={styles.row}>
          <SelectField
            id="areas-add-technique"
            label="Técnica que el producto admite"
            value={String(chosen.techniqueId)}
            onChange={(e) => setAdding(e.target.value)}
          >
            {offered.map((o) => (
              <option key={o.techniqueId} value={o.techniqueId}>
                {o.name}
              </option>
            ))}
          </SelectField>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => {
              setSaved(false);
              setAdding('');
              setTechniques((all) => [
                ...all,
                {
                  key: nextDraftKey(),
                  techniqueId: chosen.techniqueId,
                  name: chosen.name,
                  areas: firstView ? [newArea(firstView, firstView.name, nextDraftKey())] : [],
                },
              ]);
            }}
          >
            Agregar técnica
          </Button>
        </div>
      )}
      <SaveOutcome
        failure={failure}
        saved={saved}
        savedText="Técnicas y áreas de impresión guardadas."
        statusRef={status}
        onReload={onReload}
      />
      <Button type="submit" disabled={busy}>
        Guardar técnicas y áreas
      </Button>
    </form>
  );
}
