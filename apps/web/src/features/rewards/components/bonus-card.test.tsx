// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TBonusItem } from '@betsite/contract/bonus';
import { BonusCard } from './bonus-card.tsx';

afterEach(cleanup);

const realBonus: TBonusItem = {
  type: 'bonus',
  id: 7,
  descrizione: 'Fun Bonus Sport',
  descrizione_estesa: '',
  importo: 1500,
  importoResiduo: 1500,
  importoGiocato: 1500,
  importoDaGiocare: 0,
  siglapromo: '',
  famiglia: 1,
  gioco: 'Scommesse',
  listaGiochi: ['Scommesse'],
  dataInizio: '2026-12-01T10:00:00.000Z',
  dataFineRaccolta: '31/12/2026 23:59',
  dataFine: '2026-12-31T22:59:00.000Z',
  min_bet: 0,
  max_bet: 0,
  nSpin: 0,
  nSpinGiocati: 0,
  totBetPlay: 1500,
  totWinPlay: 0,
  json_raccolta: null,
  stato: 'attivo',
  cancellabile: false,
};
const note = /Rigioco completato: il bonus passa al saldo prelevabile appena si chiudono le giocate Fun Bonus ancora aperte/;

describe('BonusCard', () => {
  it('says why a Real Bonus replayed in full is still active: it waits for its open Fun Bonus tickets', () => {
    render(<BonusCard bonus={realBonus} />);
    expect(screen.getByText(note)).toBeTruthy();
  });

  it('says nothing of the kind while the replay is under way, once converted, or for a Fun Bonus', () => {
    for (const bonus of [
      { ...realBonus, importoGiocato: 500, importoDaGiocare: 1000 },
      { ...realBonus, stato: 'convertito' },
      { ...realBonus, type: 'funbonus' as const },
    ]) {
      render(<BonusCard bonus={bonus} />);
      expect(screen.queryByText(note)).toBeNull();
      cleanup();
    }
  });
});
