// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from '@betsite/contract/zod';
import { configureSchemaForms } from './schema-form-handlers.ts';
import { useSchemaForm } from './use-schema-form.ts';

const Schema = z.object({ nome: z.string().min(2, 'Troppo corto') });

function Form({ load, onSend }: { load: () => Promise<typeof Schema>; onSend: (v: unknown) => void }) {
  const { register, handleSubmit, formState } = useSchemaForm(load, { nome: '' });
  return (
    <form noValidate aria-label="Prova" onSubmit={(e) => void handleSubmit(onSend)(e)}>
      <label>
        Nome
        <input {...register('nome')} />
      </label>
      {formState.errors.nome && <p role="alert">{formState.errors.nome.message}</p>}
      <button type="submit">Invia</button>
    </form>
  );
}

afterEach(cleanup);

it('a form sent while its rules cannot be fetched sends nothing and tells the player; sent again once they can, it goes', async () => {
  const unavailable = vi.fn();
  configureSchemaForms({ onRulesUnavailable: unavailable });
  let online = false;
  // The schema's chunk, as the browser fetches it: offline, the import fails.
  const load = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    return Schema;
  });
  const onSend = vi.fn();
  render(<Form load={load} onSend={onSend} />);
  const field = screen.getByLabelText('Nome');
  fireEvent.change(field, { target: { value: 'M' } });
  // A check on leaving the field, offline: no message under it, and nothing thrown.
  fireEvent.blur(field);
  fireEvent.submit(screen.getByRole('form', { name: 'Prova' }));
  await waitFor(() => expect(unavailable).toHaveBeenCalledTimes(1));
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).toBeNull();

  online = true;
  fireEvent.submit(screen.getByRole('form', { name: 'Prova' }));
  // The rules came: the short name is refused under its field, as ever.
  expect((await screen.findByRole('alert')).textContent).toBe('Troppo corto');
  fireEvent.change(field, { target: { value: 'Mario' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Prova' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ nome: 'Mario' }, expect.anything()));
  expect(unavailable).toHaveBeenCalledTimes(1);
});
