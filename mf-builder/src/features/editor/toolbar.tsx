import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import type { AreaEdge } from '../design/element-actions';
import styles from './editor.module.css';

interface Props {
  hasSelection: boolean;
  /** Room for another element on the view (the design limits). */
  canAdd: boolean;
  canDuplicate: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onAddText: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onForward: () => void;
  onBackward: () => void;
  onCenter: () => void;
  onAlign: (edge: AreaEdge) => void;
  onUndo: () => void;
  onRedo: () => void;
}

const EDGES: [AreaEdge, string, string][] = [
  ['left', 'areaLeft', '⇤'],
  ['right', 'areaRight', '⇥'],
  ['top', 'areaTop', '⤒'],
  ['bottom', 'areaBottom', '⤓'],
];

/** The element actions; the same as the keys (Delete, Ctrl+Z, Ctrl+Y) on the canvas. */
export function Toolbar(props: Props) {
  const { t } = useTranslation('builder');
  const selected = !props.hasSelection;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('tools')}>
      <Button size="small" disabled={!props.canAdd} onClick={props.onAddText}>
        {t('addText')}
      </Button>
      <Button
        size="small"
        variant="secondary"
        disabled={selected || !props.canDuplicate}
        onClick={props.onDuplicate}
      >
        {t('duplicate')}
      </Button>
      <Button size="small" variant="secondary" disabled={selected} onClick={props.onForward}>
        {t('forward')}
      </Button>
      <Button size="small" variant="secondary" disabled={selected} onClick={props.onBackward}>
        {t('backward')}
      </Button>
      <Button size="small" variant="secondary" disabled={selected} onClick={props.onCenter}>
        {t('center')}
      </Button>
      <span className={styles.group} role="group" aria-label={t('alignInArea')}>
        {EDGES.map(([edge, label, mark]) => (
          <Button
            key={edge}
            size="small"
            variant="secondary"
            disabled={selected}
            aria-label={t(label)}
            title={t(label)}
            onClick={() => props.onAlign(edge)}
          >
            {mark}
          </Button>
        ))}
      </span>
      <Button size="small" variant="secondary" disabled={selected} onClick={props.onRemove}>
        {t('remove')}
      </Button>
      <Button size="small" variant="ghost" disabled={!props.canUndo} onClick={props.onUndo}>
        {t('undo')}
      </Button>
      <Button size="small" variant="ghost" disabled={!props.canRedo} onClick={props.onRedo}>
        {t('redo')}
      </Button>
    </div>
  );
}
