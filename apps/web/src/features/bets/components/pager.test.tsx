// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './date-filter.tsx';

afterEach(cleanup);

describe('statement pager (document 1: first, previous block, previous, next, next block, last)', () => {
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('jumps by page, by block of 5 and to the ends', () => {
    const onPage = vi.fn();
    render(<Pager page={7} pages={23} onPage={onPage} label="Pagine" />);
    // Page 7 is in the block 6–10.
    expect(screen.getAllByRole('button', { name: /^Pagina \d+$/ }).map((b) => b.textContent)).toEqual(['6', '7', '8', '9', '10']);
    for (const name of ['Prima pagina', 'Blocco precedente', 'Pagina precedente', 'Pagina successiva', 'Blocco successivo', 'Ultima pagina']) click(name);
    expect(onPage.mock.calls.map((c) => c[0])).toEqual([1, 1, 6, 8, 11, 23]);
  });

  it('turns off the jumps that lead nowhere', () => {
    render(<Pager page={1} pages={4} onPage={() => {}} label="Pagine" />);
    const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(['Prima pagina', 'Blocco precedente', 'Pagina precedente', 'Blocco successivo'].map(disabled)).toEqual([true, true, true, true]);
    expect(['Pagina successiva', 'Ultima pagina'].map(disabled)).toEqual([false, false]);
  });
});
