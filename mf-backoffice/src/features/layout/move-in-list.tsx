import { useEffect, useRef, useState, type RefObject } from 'react';
import { toStoreApiError } from '@store/platform';
import { Button } from '@store/ui';
import { SaveOutcome } from './save-outcome';

/** Which way «Subir» and «Bajar» move an item of an ordered list (pictures, variants). */
export type Direction = 'up' | 'down';

/** The ids' order after moving one a place up or down; null when it is already at that end. */
export function movedOrder<Id>(ids: readonly Id[], id: Id, direction: Direction): Id[] | null {
  const order = [...ids];
  const from = order.indexOf(id);
  const to = from + (direction === 'up' ? -1 : 1);
  if (from < 0 || to < 0 || to >= order.length) return null;
  [order[from], order[to]] = [order[to] as Id, order[from] as Id];
  return order;
}

/**
 * Keeps the focus on a moved item once the list shows the new order (`shown` changes): its same
 * button, or the other one when it reached an end. Items carry `<itemAttribute>="<id>"`, their
 * buttons `data-move="up"` and `data-move="down"`. Answers what a move calls once it is saved.
 */
export function useMovedFocus(
  list: RefObject<HTMLElement | null>,
  itemAttribute: string,
  shown: unknown,
) {
  const moved = useRef<{ id: string; direction: Direction } | null>(null);
  useEffect(() => {
    const last = moved.current;
    if (!last) return;
    moved.current = null;
    const item = list.current?.querySelector(`[${itemAttribute}="${last.id}"]`);
    const buttons = [last.direction, last.direction === 'up' ? 'down' : 'up'].map((d) =>
      item?.querySelector<HTMLButtonElement>(`button[data-move="${d}"]`),
    );
    buttons.find((b) => b && !b.disabled)?.focus();
  }, [list, itemAttribute, shown]);
  return (id: string | number, direction: Direction) => {
    moved.current = { id: String(id), direction };
  };
}

/**
 * «Subir» and «Bajar» of the item at `index` of `count`, named for a screen reader («Subir
 * <name>»); the one that would leave the list is disabled.
 */
export function MoveButtons({
  index,
  count,
  name,
  onMove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (direction: Direction) => void;
}) {
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="small"
        data-move="up"
        disabled={index === 0}
        aria-label={`Subir ${name}`}
        onClick={() => onMove('up')}
      >
        Subir
      </Button>
      <Button
        type="button"
        variant="secondary"
        size="small"
        data-move="down"
        disabled={index === count - 1}
        aria-label={`Bajar ${name}`}
        onClick={() => onMove('down')}
      >
        Bajar
      </Button>
    </>
  );
}

/**
 * A list's moves and their refusal, shown above the list: the API's Spanish message, with
 * «Recargar» after a 409 (someone else saved first). `attempt` runs a move and answers whether
 * it was saved.
 */
export function useMoveRefusal(onReload: () => void) {
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const attempt = async (move: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await move();
      return true;
    } catch (caught) {
      const problem = toStoreApiError(caught);
      setFailure({ text: problem.message, stale: problem.status === 409 });
      return false;
    }
  };
  const refusal = (
    <SaveOutcome
      failure={failure}
      saved={false}
      savedText=""
      statusRef={status}
      onReload={() => {
        setFailure(null);
        onReload();
      }}
    />
  );
  return { attempt, refusal };
}
