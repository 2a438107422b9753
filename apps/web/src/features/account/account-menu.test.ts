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
});
