import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

interface Item {
  id: number;
  label: string;
}

/** What dnd-kit reads out to screen readers while an object is moved (its defaults are English). */
const announcementsFor = (items: Item[]): Announcements => {
  const name = (id: unknown) => items.find((i) => i.id === id)?.label ?? '';
  const place = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Preso «${name(active.id)}», posizione ${place(active.id)} di ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `«${name(active.id)}» sopra la posizione ${place(over.id)} di ${items.length}.` : `«${name(active.id)}» fuori dall'elenco.`,
    onDragEnd: ({ active, over }) =>
      over ? `«${name(active.id)}» lasciato in posizione ${place(over.id)} di ${items.length}.` : `«${name(active.id)}» lasciato al suo posto.`,
    onDragCancel: ({ active }) => `Spostamento di «${name(active.id)}» annullato.`,
  };
};

const SCREEN_READER_INSTRUCTIONS = {
  draggable: 'Per spostare l’oggetto premi spazio o invio, usa le frecce su e giù, poi spazio o invio per lasciarlo, Esc per annullare.',
};

/**
 * One level of the content tree with its order. An object is moved by dragging its handle (mouse,
 * touch, or from the keyboard: space, arrows, space — dnd-kit's keyboard sensor), or one place at a
 * time with the ↑ ↓ buttons; the level's new order is sent at once.
 */
export function SortableSiblings<T extends Item>({
  items,
  onReorder,
  render,
}: {
  items: T[];
  onReorder(ids: number[]): void;
  render(item: T, handle: ReactNode): ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcementsFor(items), screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="bo-tree">
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(by) => move(index, index + by)}
              render={render}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<T extends Item>({
  item,
  first,
  last,
  onMove,
  render,
}: {
  item: T;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  render(item: T, handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'is-dragging' : undefined}>
      {render(
        item,
        <span className="bo-tree__move">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="bo-tree__handle bo-tree__grip"
            {...attributes}
            {...listeners}
            aria-label={`Trascina ${item.label}`}
            aria-roledescription="oggetto trascinabile"
          >
            ⠿
          </button>
          <button type="button" className="bo-tree__handle" disabled={first} onClick={() => onMove(-1)} aria-label={`Sposta su ${item.label}`}>
            ↑
          </button>
          <button type="button" className="bo-tree__handle" disabled={last} onClick={() => onMove(1)} aria-label={`Sposta giù ${item.label}`}>
            ↓
          </button>
        </span>,
      )}
    </li>
  );
}
