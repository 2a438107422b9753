// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CodeField } from './code-field.tsx';

afterEach(cleanup);

describe('CodeField: the one one-time-code input', () => {
  it('is labelled, numeric, offered the received code, limited to the code length, with its error linked', () => {
    render(<CodeField label="Codice OTP" value="" onCode={() => {}} error="Codice non valido" hint="Codice inviato a m***@x.it" />);
    const input = screen.getByLabelText('Codice OTP') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.maxLength).toBe(6);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Codice non valido', 'Codice inviato a m***@x.it']);
  });

  it('hands over digits only (a pasted "12 34-56" is 123456), and still calls onChange for forms that register it', () => {
    const onCode = vi.fn();
    const onChange = vi.fn();
    render(<CodeField label="Codice" length={8} onCode={onCode} onChange={onChange} />);
    const input = screen.getByLabelText('Codice') as HTMLInputElement;
    expect(input.maxLength).toBe(8);
    fireEvent.change(input, { target: { value: '12 34-56' } });
    expect(onCode).toHaveBeenLastCalledWith('123456');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('one-time codes are typed in CodeField only', () => {
  it('no other web file builds its own one-time-code input', () => {
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const own = files.filter((f) => readFileSync(join(root, f), 'utf8').includes('one-time-code')).map((f) => relative(root, join(root, f)));
    expect(own).toEqual(['ui/code-field.tsx']);
  });
});
