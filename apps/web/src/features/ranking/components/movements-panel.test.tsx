// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TRankingData, TRankingMovement } from '@betsite/contract/ranking';
import { MovementsPanel } from './movements-panel.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const movement = (Id: number, CausaleDescription: string, InsDate: string): TRankingMovement => ({
  Id,
  CausaleDescription,
  InsDate,
  Points: 10,
  Convertibile: true,
  Conversion_BonusName: null,
  Conversion_BonusValue: null,
  Description: '',
  Conversion_InsteadOf: null,
  Gioco: null,
});

// Rome is UTC+1 in March before the change of the clock. Now: 10 March 00:30 in Rome.
const data: TRankingData = {
  SaldoGenerale: 0,
  SaldoDisponibile: 0,
  Punti: { ExecutionTime: null, NextExecutionTime: null },
  TotalePunti: [],
  TotalePuntiDaMovimentazione: 0,
  Movimenti: [
    movement(1, 'Dopo mezzanotte', '2026-03-09T23:10:00Z'), // 10 March 00:10
    movement(2, 'Ieri sera', '2026-03-09T21:00:00Z'), // 9 March 22:00: within 24 hours, but yesterday
    movement(3, 'Sette giorni fa', '2026-03-03T11:00:00Z'), // 3 March: within 7×24 hours, before the week's first day (4 March)
    movement(4, 'Febbraio', '2026-02-20T11:00:00Z'), // within 30 days, but last month
  ],
  ConversioniDisponibili: [],
  Coupons: [],
  RegolamentoUrl: null,
};

const shown = () => screen.queryAllByText(/^(Dopo mezzanotte|Ieri sera|Sette giorni fa|Febbraio)$/).map((e) => e.textContent);

describe('ranking movements: the date filters mean the statement’s Italian calendar days', () => {
  it('Oggi is today since Rome midnight, Ultima settimana seven days with today, Ultimo mese the month to date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-09T23:30:00Z'));
    render(<MovementsPanel data={data} />);
    const filter = screen.getByLabelText('Data');
    expect(shown()).toHaveLength(4);
    fireEvent.change(filter, { target: { value: screen.getByRole('option', { name: 'Oggi' }).getAttribute('value') } });
    expect(shown()).toEqual(['Dopo mezzanotte']);
    fireEvent.change(filter, { target: { value: screen.getByRole('option', { name: 'Ultima settimana' }).getAttribute('value') } });
    expect(shown()).toEqual(['Dopo mezzanotte', 'Ieri sera']);
    fireEvent.change(filter, { target: { value: screen.getByRole('option', { name: 'Ultimo mese' }).getAttribute('value') } });
    expect(shown()).toEqual(['Dopo mezzanotte', 'Ieri sera', 'Sette giorni fa']);
  });
});
