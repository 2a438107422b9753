// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { DisputeHeldNotice, ReversalOwedNotice, WithdrawalBlockNotice } from './withdrawal-block.tsx';

afterEach(cleanup);

const notice = (statoConto: number) =>
  render(
    <MemoryRouter>
      <WithdrawalBlockNotice kind="state" statoConto={statoConto} />
    </MemoryRouter>,
  );

describe('the withdrawal block for the account state', () => {
  it('tells a provisional account what it lacks and takes it to send the documents', () => {
    notice(1);
    expect(screen.getByRole('alert').textContent).toContain('Il tuo conto è provvisorio, devi inviare i documenti');
    expect(screen.getByRole('link', { name: 'Invia i documenti' }).getAttribute('href')).toBe('/account/edit/documenti');
  });

  it('keeps the general text for the other states', () => {
    notice(6);
    expect(screen.getByRole('alert').textContent).toContain(T.blockState);
    expect(screen.getByRole('link', { name: 'Vai allo stato del conto' })).toBeTruthy();
  });
});

describe('the withdrawal block for a reversed deposit', () => {
  it("says what is still owed, in the server's words, and leads to a deposit", () => {
    render(
      <MemoryRouter>
        <ReversalOwedNotice cents={300_050} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain(T.reversalOwed('3.000,50'));
    expect(screen.getByRole('link', { name: 'Effettua una ricarica' }).getAttribute('href')).toBe('/account/ricarica');
  });
});

describe('the notice of a disputed deposit', () => {
  it('says how much an open dispute holds, as a note above the form (not a block)', () => {
    render(<DisputeHeldNotice cents={5_000} />);
    expect(screen.getByRole('note').textContent).toBe(T.disputeNotice('50,00'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
