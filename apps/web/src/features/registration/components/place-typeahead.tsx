import { useEffect, useId, useRef, useState } from 'react';
import type { TIdName } from '@betsite/contract/registration';
import { searchComuni } from '../api/registration-calls.ts';

interface Props {
  label: string;
  kind: 'GetComuni' | 'GetComuniNascita';
  value: { id: number | null; name: string };
  onChange(v: { id: number | null; name: string }): void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * Municipality typeahead (ARIA combobox): type the first letters, pick from the list with mouse or
 * arrows + Enter. Typing clears the chosen id, so only a picked item counts as a value.
 */
export function PlaceTypeahead({ label, kind, value, onChange, error, hint, disabled }: Props) {
  const id = useId();
  const [text, setText] = useState(value.name);
  const [items, setItems] = useState<TIdName[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => setText(value.name), [value.name]);

  const search = (q: string) => {
    abort.current?.abort();
    if (q.trim().length < 2) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    abort.current = ctrl;
    searchComuni(kind, q, ctrl.signal)
      .then((r) => {
        setItems(r.ResponseData ?? []);
        setActive(0);
        setOpen(true);
      })
      .catch(() => undefined);
  };

  const pick = (item: TIdName) => {
    onChange({ id: item.Id, name: item.Nome });
    setText(item.Nome);
    setOpen(false);
  };

  const listId = `${id}-list`;
  const describedBy = [error ? `${id}-err` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field reg-typeahead${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__control">
        <input
          id={id}
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && items[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            if (value.id !== null) onChange({ id: null, name: e.target.value });
            search(e.target.value);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (!open || !items.length) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(items.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              pick(items[active]!);
            } else if (e.key === 'Escape') setOpen(false);
          }}
        />
      </div>
      {open && items.length > 0 && (
        <ul className="reg-typeahead__list" id={listId} role="listbox" aria-label={label}>
          {items.map((item, i) => (
            <li
              key={item.Id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(item);
              }}
            >
              {item.Nome}
            </li>
          ))}
        </ul>
      )}
      {hint && (
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="field__error" id={`${id}-err`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
