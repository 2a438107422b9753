import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TIdName } from '@betsite/contract/registration';
import * as registrationCalls from '@betsite/contract/calls/registration';
import { callApi } from '../../../lib/call-api.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { describedBy, FieldMessages } from '../../../ui/field.tsx';

interface Props {
  label: string;
  kind: 'GetComuni' | 'GetComuniNascita';
  value: { id: number | null; name: string };
  onChange(v: { id: number | null; name: string }): void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** Letters typed before a search starts, and the pause that starts it. */
const MIN_CHARS = 2;
const PAUSE_MS = 250;

/**
 * Municipality typeahead (ARIA combobox): type the first letters, pick from the list with mouse or
 * arrows + Enter. Typing clears the chosen id, so only a picked item counts as a value. The search
 * runs when typing pauses, answers are cached per text (TanStack Query), and the list says when it
 * is searching and when nothing matches.
 */
export function PlaceTypeahead({ label, kind, value, onChange, error, hint, disabled }: Props) {
  const id = useId();
  const [text, setText] = useState(value.name);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => setText(value.name), [value.name]);

  const search = useDebouncedValue(text.trim(), PAUSE_MS);
  const searching = open && text.trim().length >= MIN_CHARS;
  // While the pause runs, the previous text's answer is not this text's answer.
  const settled = search === text.trim();
  const result = useQuery({
    queryKey: ['comuni', kind, search.toLowerCase()],
    queryFn: ({ signal }) => callApi(kind === 'GetComuni' ? registrationCalls.GetComuni : registrationCalls.GetComuniNascita, { query: { search } }, signal),
    enabled: searching && settled,
    staleTime: 10 * 60_000,
  });
  const items: TIdName[] = searching && settled ? (result.data ?? []) : [];
  useEffect(() => setActive(0), [result.data]);
  const state = !searching ? null : !settled || result.isPending ? 'loading' : result.isError ? 'error' : items.length === 0 ? 'empty' : 'list';

  const pick = (item: TIdName) => {
    onChange({ id: item.Id, name: item.Nome });
    setText(item.Nome);
    setOpen(false);
  };

  const listId = `${id}-list`;
  return (
    <div className={`field reg-typeahead${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__control">
        <input
          id={id}
          role="combobox"
          aria-expanded={state === 'list'}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={state === 'list' && items[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            if (value.id !== null) onChange({ id: null, name: e.target.value });
            setOpen(true);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (state !== 'list') return;
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
      {(state === 'loading' || state === 'empty' || state === 'error') && (
        <p className="reg-typeahead__status" role="status">
          {state === 'loading' ? 'Ricerca in corso…' : state === 'empty' ? 'Nessun comune trovato' : 'Ricerca non riuscita: riprova'}
        </p>
      )}
      {state === 'list' && (
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
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
