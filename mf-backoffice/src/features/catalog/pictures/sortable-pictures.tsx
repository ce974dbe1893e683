import type { CSSProperties, ReactNode, Ref } from 'react';
import {
  DndContext,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import own from './pictures.module.css';

/** The ids' order after dropping `active` on `over`'s place; null when nothing moved. */
export function draggedOrder(ids: readonly string[], active: string, over: string | null) {
  const from = ids.indexOf(active);
  const to = over === null ? -1 : ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return null;
  return arrayMove([...ids], from, to);
}

const place = (ids: readonly string[], id: unknown) => ids.indexOf(String(id)) + 1;

/**
 * The pictures' list, sorted by dragging a picture's handle with the mouse or a finger
 * (`@dnd-kit`): the keyboard's way is «Subir» and «Bajar», so the handle is not focusable and
 * no keyboard sensor is added. `onDrop` gets the new order of the ids.
 */
export function SortablePictures({
  ids,
  listRef,
  disabled,
  onDrop,
  children,
}: {
  ids: string[];
  listRef: Ref<HTMLOListElement>;
  disabled: boolean;
  onDrop: (order: string[], id: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Tomó la foto ${place(ids, active.id)}.`,
    onDragOver: ({ over }) => (over ? `Sobre el lugar ${place(ids, over.id)}.` : undefined),
    onDragEnd: ({ over }) =>
      over ? `Soltó la foto en el lugar ${place(ids, over.id)}.` : undefined,
    onDragCancel: () => 'Se canceló el arrastre: el orden no cambió.',
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const order = draggedOrder(ids, String(active.id), over ? String(over.id) : null);
    if (order) onDrop(order, String(active.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Para ordenar las fotos desde el teclado, use los botones Subir y Bajar.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol ref={listRef} className={own.pictures}>
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** One picture of the list: its `<li>`, moved while dragged, with the handle to drag it by. */
export function SortablePicture({
  id,
  name,
  draggable,
  children,
}: {
  id: string;
  name: string;
  draggable: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id, disabled: !draggable });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-picture={id}
      className={`${own.picture} ${isDragging ? own.dragging : ''}`}
    >
      {draggable && (
        <span
          ref={setActivatorNodeRef}
          className={own.dragHandle}
          title={`Arrastrar ${name} para ordenarla`}
          data-testid="picture-drag-handle"
          aria-hidden="true"
          {...listeners}
        >
          ⠿
        </span>
      )}
      {children}
    </li>
  );
}
