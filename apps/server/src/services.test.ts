import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-support.ts';

const t = useTestApp();

/** A private field of a service, read for the test only. */
const field = (service: object, name: string): unknown => (service as Record<string, unknown>)[name];

describe('the composition root (services.ts)', () => {
  it('builds each service once: every entry is its own instance', () => {
    const instances = Object.values(t.services);
    expect(new Set(instances).size).toBe(instances.length);
  });

  it('hands the same instance to every service that needs another', () => {
    const s = t.services;
    for (const [service, name] of [
      [s.ranking, 'bonuses'],
      [s.vipSport, 'bonuses'],
      [s.vipClub, 'bonus'],
    ] as const)
      expect(field(service, name)).toBe(s.bonus);
    expect(field(s.passkeys, 'session')).toBe(s.session);
    expect(field(s.depositPaas, 'deposits')).toBe(s.deposits);
    expect(field(s.withdrawalPaas, 'withdrawals')).toBe(s.withdrawals);
    expect(field(s.withdrawals, 'payouts')).toBe(s.payouts);
    expect(field(s.playLimits, 'rg')).toBe(s.responsibleGaming);
    expect(field(s.realityCheck, 'rg')).toBe(s.responsibleGaming);
    expect(field(s.firstAccess, 'play')).toBe(s.playLimits);
    expect(field(s.gameLobby, 'port')).toBe(s.gameLedger);
  });
});
