// @vitest-environment jsdom
// useSchemaForm (lib/use-schema-form.ts) with the ui form controls, on a form the server rendered and the browser hydrates.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@betsite/contract/zod';
import { Controller } from 'react-hook-form';
import { Field } from './field.tsx';
import { ChoiceGroup, SelectField } from './form-controls.tsx';
import { useSchemaForm } from '../lib/use-schema-form.ts';

const Schema = z.object({ nome: z.string().min(1), cliente: z.enum(['1', '0']), anni: z.enum(['1-3', '3+']), privacy: z.literal(true) });

/**
 * A form like the affiliate application: the submit waits for a valid form, the schema for the first
 * focus; a text field and a select registered, a radio group through a Controller, a checkbox.
 */
function Form({ load, onSend }: { load: () => Promise<typeof Schema>; onSend: (v: unknown) => void }) {
  const { register, control, handleSubmit, formState, preload } = useSchemaForm(
    load,
    { nome: '', privacy: false } as never,
    { mode: 'onChange' },
    { waitForPreload: true },
  );
  return (
    <form noValidate onFocusCapture={preload} onSubmit={(e) => void handleSubmit(onSend)(e)}>
      <Field label="Nome" {...register('nome')} />
      <Controller
        control={control}
        name="cliente"
        render={({ field }) => (
          <ChoiceGroup
            legend="Già cliente?"
            name="cliente"
            options={[
              { value: '1', label: 'Sì' },
              { value: '0', label: 'No' },
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <SelectField
        label="Anni"
        placeholder="Seleziona"
        options={[
          { value: '1-3', label: 'Da 1 a 3' },
          { value: '3+', label: 'Più di 3' },
        ]}
        {...register('anni')}
      />
      <label>
        <input type="checkbox" {...register('privacy')} />
        Privacy
      </label>
      <button type="submit" disabled={!formState.isValid}>
        Invia
      </button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useSchemaForm on a server-rendered form', () => {
  it('takes what was typed, checked and ticked before hydration into the form, checks it and sends it', async () => {
    const load = vi.fn(() => Promise.resolve(Schema));
    const onSend = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<Form load={load} onSend={onSend} />);
    // The player (or the browser's autofill) before the scripts ran: the markup's inputs change, no handler runs.
    host.querySelector<HTMLInputElement>('input[name="nome"]')!.value = 'Marco Bruno';
    host.querySelector<HTMLInputElement>('input[name="cliente"][value="0"]')!.checked = true;
    host.querySelector<HTMLSelectElement>('select[name="anni"]')!.value = '3+';
    host.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, <Form load={load} onSend={onSend} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    const submit = host.querySelector('button')!;
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(host.querySelector<HTMLInputElement>('input[name="nome"]')!.value).toBe('Marco Bruno');
    expect(host.querySelector<HTMLInputElement>('input[name="cliente"][value="0"]')!.checked).toBe(true);
    await act(async () => submit.click());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({ nome: 'Marco Bruno', cliente: '0', anni: '3+', privacy: true });
  });

  it('takes nothing and loads nothing when nobody touched the markup', async () => {
    const load = vi.fn(() => Promise.resolve(Schema));
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<Form load={load} onSend={() => {}} />);
    await act(async () => {
      hydrateRoot(host, <Form load={load} onSend={() => {}} />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(host.querySelector('button')!.disabled).toBe(true);
    expect(host.querySelector<HTMLInputElement>('input[name="nome"]')!.value).toBe('');
  });
});

describe('useSchemaForm waiting for its schema', () => {
  it('checks the fields changed while the schema was loading once it arrives: the submit does not wait for another change', async () => {
    let arrive!: (s: typeof Schema) => void;
    const load = vi.fn(() => new Promise<typeof Schema>((resolve) => (arrive = resolve)));
    render(<Form load={load} onSend={() => {}} />);
    const nome = screen.getByLabelText('Nome');
    fireEvent.focus(nome);
    fireEvent.change(nome, { target: { value: 'Marco' } });
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.change(screen.getByLabelText('Anni'), { target: { value: '1-3' } });
    fireEvent.click(screen.getByLabelText('Privacy'));
    const submit = screen.getByRole('button', { name: 'Invia' });
    // Every change so far was checked without the schema: not valid yet.
    await act(async () => {});
    expect(submit).toHaveProperty('disabled', true);
    await act(async () => arrive(Schema));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });
});
