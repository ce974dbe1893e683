import type { KeyboardEvent } from 'react';
import type { DesignElement, DesignUpload, DesignView } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { DesignCanvas } from '../canvas/design-canvas';
import type { ViewLayout } from '../design/area-math';
import { effectiveDpi, dpiLevel } from '../design/dpi';
import type { RuleProblem } from '../design/technique-rules';
import styles from './editor.module.css';

interface Props {
  views: DesignView[];
  current: DesignView;
  layout: ViewLayout;
  picture: string | null;
  onView: (view: string) => void;
  selected: DesignElement | null;
  live: DesignElement | null;
  problems: RuleProblem[];
  limits: { warnDpi: number; minPrintDpi: number };
  uploads: Map<string, DesignUpload>;
  canvas: Omit<
    Parameters<typeof DesignCanvas>[0],
    'layout' | 'picture' | 'elements' | 'selectedId' | 'label'
  > & { onKey: (event: KeyboardEvent) => boolean };
}

/** The views as tabs, the canvas of the current one, and what is wrong with the chosen element. */
export function ViewStage(props: Props) {
  const { t } = useTranslation('builder');
  const { current, selected, live } = props;
  const shown = live ?? selected;
  const dpi =
    shown?.type === 'image'
      ? effectiveDpi(shown.widthPx, shown.heightPx, shown.widthMm, shown.heightMm)
      : null;
  const level = shown?.type === 'image' ? dpiLevel(dpi ?? 0, shown.isVector, props.limits) : 'ok';
  const own = props.problems.filter((p) => p.elementId !== null && p.elementId === selected?.id);

  return (
    <div className={styles.stage}>
      {props.views.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={t('views')}>
          {props.views.map((view) => (
            <button
              key={view.view}
              type="button"
              role="tab"
              aria-selected={view.view === current.view}
              onClick={() => props.onView(view.view)}
            >
              {view.view}
            </button>
          ))}
        </div>
      )}
      <DesignCanvas
        {...props.canvas}
        layout={props.layout}
        picture={props.picture}
        elements={current.elements}
        selectedId={selected?.id ?? null}
        label={t('canvasLabel', { view: current.view })}
      />
      {shown && (
        <output className={styles.note} aria-label={t('placementLabel')}>
          {t('placement', {
            width: Math.round(shown.widthMm),
            height: Math.round(shown.heightMm),
            x: Math.round(shown.xMm),
            y: Math.round(shown.yMm),
          })}
        </output>
      )}
      {shown?.type === 'image' && (
        <output className={styles[`dpi-${level}`]} aria-live="polite">
          {shown.isVector ? t('vector') : t('dpi', { dpi })}
        </output>
      )}
      {own.length > 0 && (
        <ul className={styles.elementProblems} aria-live="polite">
          {own.map((problem) => (
            <li key={problem.message} className={problem.hard ? styles.problem : styles.warning}>
              {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
