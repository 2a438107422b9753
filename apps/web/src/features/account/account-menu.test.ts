import { describe, expect, it } from 'vitest';
import { visibleMenu } from './account-menu.ts';

const all = { VIP2_Enabled: true, VipProfiles: true, V3_ClassificheRanking_Enabled: true };

describe('account menu', () => {
  it('shows the VIP group only with the VIP variable', () => {
    expect(visibleMenu({ modules: all, vipEnabled: true }).map((g) => g.title)).toContain('VIP Club');
    expect(visibleMenu({ modules: all, vipEnabled: false }).map((g) => g.title)).not.toContain('VIP Club');
  });
  it('reduces to Prelievo and Modifica Anagrafica in withdrawal-only mode', () => {
    const menu = visibleMenu({ modules: { ...all, ConsentiSoloPrelievo: true }, vipEnabled: true });
    expect(menu.flatMap((g) => g.entries.map((e) => e.label))).toEqual(['Prelievo', 'Modifica Anagrafica']);
  });
  it('hides entries whose module is off', () => {
    const labels = visibleMenu({ modules: {}, vipEnabled: false }).flatMap((g) => g.entries.map((e) => e.label));
    expect(labels).not.toContain('Classifiche Ranking');
    expect(labels).toContain('Ricarica');
  });
  it('marks entries without a built page as unavailable (text, not a link)', () => {
    const built = new Set(['/account/ricarica', '/account/edit/gioco-consapevole']);
    const entries = visibleMenu({ modules: all, vipEnabled: true, hasPage: (p) => built.has(p) }).flatMap((g) => g.entries);
    expect(entries.filter((e) => e.available).map((e) => e.label)).toEqual(['Ricarica', 'Gioco Consapevole', 'Autoesclusione']);
    expect(entries.find((e) => e.label === 'Estratto Conto')?.available).toBe(false);
  });
});
