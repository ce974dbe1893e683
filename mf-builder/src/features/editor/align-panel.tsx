import { useState } from 'react';
import type { DesignElement } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import type { SelectionEdge } from '../design/align-selection';
import styles from './editor.module.css';

interface Props {
  elements: DesignElement[];
  onAlign: (ids: string[], edge: SelectionEdge) => void;
}

const EDGES: [SelectionEdge, string][] = [
  ['left', 'alignToLeft'],
  ['center', 'alignToCenter'],
  ['right', 'alignToRight'],
  ['top', 'alignToTop'],
  ['middle', 'alignToMiddle'],
  ['bottom', 'alignToBottom'],
];

/** The view's elements to choose (two or more) and the sides to line them up on together. */
export function AlignPanel({ elements, onAlign }: Props) {
  const { t } = useTranslation('builder');
  const [chosen, setChosen] = useState<string[]>([]);
  const present = chosen.filter((id) => elements.some((e) => e.id === id));
  if (elements.length < 2) return null;
  const images = elements.filter((e) => e.type === 'image');
  const nameOf = (element: DesignElement) =>
    element.type === 'text' ? element.text : t('imageN', { n: images.indexOf(element) + 1 });
  return (
    <fieldset className={styles.panel}>
      <legend>{t('alignTogether')}</legend>
      <p className={styles.note}>{t('alignChoose')}</p>
      {elements.map((element) => (
        <label key={element.id} className={styles.choice}>
          <input
            type="checkbox"
            checked={present.includes(element.id)}
            onChange={(event) =>
              setChosen(
                event.target.checked
                  ? [...present, element.id]
                  : present.filter((id) => id !== element.id),
              )
            }
          />
          {nameOf(element)}
        </label>
      ))}
      <div className={styles.toggles}>
        {EDGES.map(([edge, label]) => (
          <Button
            key={edge}
            size="small"
            variant="secondary"
            disabled={present.length < 2}
            onClick={() => onAlign(present, edge)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
