import type { DesignTextElement, PaletteColor } from '@store/contracts';
import { DESIGN_LIMITS } from '@store/contracts/design-rules';
import { useTranslation } from '@store/platform';
import { NumberField, TextField } from '@store/ui';
import { FONT_FAMILIES } from '../canvas/fonts';
import styles from './editor.module.css';

interface Props {
  element: DesignTextElement;
  palette: PaletteColor[];
  onChange: (element: DesignTextElement) => void;
}

/** A text's words, font, size in mm, colour from the technique's palette, alignment and style. */
export function TextPanel({ element, palette, onChange }: Props) {
  const { t } = useTranslation('builder');
  const set = (change: Partial<DesignTextElement>) => onChange({ ...element, ...change });
  const toggle = (label: string, pressed: boolean, change: Partial<DesignTextElement>) => (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      onClick={() => set(change)}
    >
      {label}
    </button>
  );
  return (
    <fieldset className={styles.panel}>
      <legend>{t('text')}</legend>
      <TextField
        label={t('text')}
        value={element.text}
        maxLength={DESIGN_LIMITS.textCharacters}
        onChange={(event) => set({ text: event.target.value || ' ' })}
      />
      <label className={styles.select}>
        {t('font')}
        <select
          value={element.fontFamily}
          onChange={(event) => set({ fontFamily: event.target.value })}
        >
          {FONT_FAMILIES.map((family) => (
            <option key={family} value={family} style={{ fontFamily: family }}>
              {family}
            </option>
          ))}
        </select>
      </label>
      <NumberField
        label={t('sizeMm')}
        value={String(Math.round(element.fontSizeMm))}
        maxLength={3}
        onChange={(event) => {
          const mm = Number(event.target.value);
          if (mm > 0) set({ fontSizeMm: mm });
        }}
      />
      <div className={styles.swatches} role="radiogroup" aria-label={t('textColor')}>
        {palette.map((color) => (
          <button
            key={color.hex}
            type="button"
            role="radio"
            aria-checked={element.fill === color.hex}
            aria-label={color.code ? `${color.name} (${color.code})` : color.name}
            title={color.name}
            className={styles.swatch}
            style={{ background: color.hex }}
            onClick={() => set({ fill: color.hex })}
          />
        ))}
      </div>
      <div className={styles.toggles}>
        {toggle(t('bold'), element.bold, { bold: !element.bold })}
        {toggle(t('italic'), element.italic, { italic: !element.italic })}
        {toggle(t('alignLeft'), element.align === 'left', { align: 'left' })}
        {toggle(t('alignCenter'), element.align === 'center', { align: 'center' })}
        {toggle(t('alignRight'), element.align === 'right', { align: 'right' })}
      </div>
      <CurveControl element={element} onChange={onChange} />
    </fieldset>
  );
}

/** Straight, arched or bent under, and the arc's radius in mm (0 or empty: straight). */
function CurveControl({ element, onChange }: Omit<Props, 'palette'>) {
  const { t } = useTranslation('builder');
  const curve = element.curveMm ?? 0;
  const radius = Math.abs(curve) || Math.max(20, Math.round(element.widthMm));
  const shape = (label: string, pressed: boolean, curveMm: number) => (
    <button
      type="button"
      role="radio"
      aria-checked={pressed}
      className={styles.toggle}
      onClick={() => onChange({ ...element, curveMm })}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className={styles.toggles} role="radiogroup" aria-label={t('curve')}>
        {shape(t('curveStraight'), curve === 0, 0)}
        {shape(t('curveArch'), curve > 0, radius)}
        {shape(t('curveSmile'), curve < 0, -radius)}
      </div>
      {curve !== 0 && (
        <NumberField
          label={t('curveRadius')}
          value={String(Math.round(radius))}
          maxLength={4}
          onChange={(event) => {
            const mm = Number(event.target.value);
            if (mm > 0) onChange({ ...element, curveMm: Math.sign(curve) * mm });
          }}
        />
      )}
    </>
  );
}
