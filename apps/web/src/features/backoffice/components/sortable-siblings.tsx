import type { ReactNode } from 'react';

interface Item {
  id: number;
  label: string;
}

/**
 * One level of the content tree with its order: each item can move one place up or down (buttons,
 * so by keyboard and screen reader too); the new order of the level is sent at once.
 */
export function SortableSiblings<T extends Item>({ items, onReorder, render }: { items: T[]; onReorder(ids: number[]): void; render(item: T, handle: ReactNode): ReactNode }) {
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    onReorder(ids);
  };
  return (
    <ul className="bo-tree">
      {items.map((item, index) => (
        <li key={item.id}>
          {render(
            item,
            <span className="bo-tree__move">
              <button type="button" className="bo-tree__handle" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Sposta su ${item.label}`}>
                ↑
              </button>
              <button type="button" className="bo-tree__handle" disabled={index === items.length - 1} onClick={() => move(index, 1)} aria-label={`Sposta giù ${item.label}`}>
                ↓
              </button>
            </span>,
          )}
        </li>
      ))}
    </ul>
  );
}
