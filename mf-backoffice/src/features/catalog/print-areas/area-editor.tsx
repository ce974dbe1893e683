import type { StaffProductView } from '@store/contracts';
import { Button, SelectField, TextField } from '@store/ui';
import { AreaCanvas } from './area-canvas';
import { boxOf, NUMBER_LABELS, type AreaDraft } from './area-draft';
import { formatMm, NUMBER_FIELDS, parseMm } from './area-geometry';
import styles from './print-areas.module.css';

/**
 * One print area: its view's picture with the area drawn (dragged, resized, moved from the
 * keyboard) beside its name, view and numbers in mm; the two stay in step.
 */
export function AreaEditor({
  draft,
  views,
  technique,
  errors,
  onChange,
  onRemove,
}: {
  draft: AreaDraft;
  views: StaffProductView[];
  technique: string;
  /** Errors by the area's field name (`xMm`, `name`...). */
  errors: Record<string, string | undefined>;
  onChange: (draft: AreaDraft) => void;
  onRemove: () => void;
}) {
  const view = views.find((v) => v.name === draft.view) ?? views[0];
  const id = (field: string) => `area-${draft.key}-${field}`;
  const legend = `${technique}: área «${draft.name.trim() || 'sin nombre'}» en «${draft.view}»`;
  const box = boxOf(draft);
  const number = (field: (typeof NUMBER_FIELDS)[number]) => parseMm(draft.numbers[field]) ?? 0;
  return (
    <fieldset className={styles.areaBlock} aria-label={legend}>
      <div>
        {view && (
          <AreaCanvas
            view={view}
            name={draft.name}
            box={box}
            bleedMm={number('bleedMm')}
            safetyMm={number('safetyMm')}
            hintId={id('hint')}
            onChange={(next) =>
              onChange({
                ...draft,
                numbers: {
                  ...draft.numbers,
                  xMm: formatMm(next.xMm),
                  yMm: formatMm(next.yMm),
                  widthMm: formatMm(next.widthMm),
                  heightMm: formatMm(next.heightMm),
                },
              })
            }
          />
        )}
        <p className={styles.legend}>
          <span className={styles.bleedKey}>Sangrado (afuera)</span>
          <span className={styles.safetyKey}>Seguridad (adentro)</span>
        </p>
        <p id={id('hint')} className={styles.legend}>
          Arrastre el área o su esquina; con el teclado, las flechas la mueven 1 mm (10 mm con
          Mayús) y Alt + flechas cambian su tamaño.
        </p>
      </div>
      <div className={styles.fields}>
        <TextField
          id={id('name')}
          label="Nombre del área"
          value={draft.name}
          error={errors.name}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
        <SelectField
          id={id('view')}
          label="Vista"
          value={draft.view}
          error={errors.view}
          onChange={(e) => onChange({ ...draft, view: e.target.value })}
        >
          {views.map((v) => (
            <option key={v.name} value={v.name}>
              {v.name} ({formatMm(v.widthMm)} × {formatMm(v.heightMm)} mm)
            </option>
          ))}
        </SelectField>
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field}
            id={id(field)}
            label={NUMBER_LABELS[field]}
            inputMode="decimal"
            value={draft.numbers[field]}
            error={errors[field]}
            onChange={(e) =>
              onChange({ ...draft, numbers: { ...draft.numbers, [field]: e.target.value } })
            }
          />
        ))}
        <div className={styles.wide}>
          <Button type="button" variant="ghost" size="small" onClick={onRemove}>
            Eliminar área «{draft.name.trim() || 'sin nombre'}»
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
