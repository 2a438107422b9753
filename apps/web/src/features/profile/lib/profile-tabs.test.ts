import { describe, expect, it } from 'vitest';
import { profileTabs, showVerifyButton, tabUsable } from './profile-tabs.ts';

const base = { twoFactor: true, withdrawalOnly: false, contactsLock: false };

describe('profile tabs', () => {
  it('has the six tabs in order, Sicurezza only with the two-factor module', () => {
    expect(profileTabs(base).map((t) => t.label)).toEqual(['Anagrafica', 'Documenti', 'Contatti e privacy', 'Password', 'Sicurezza', 'Stato']);
    expect(profileTabs({ ...base, twoFactor: false }).map((t) => t.key)).not.toContain('security');
  });
  it('keeps only Anagrafica and Password under ConsentiSoloPrelievo', () => {
    expect(profileTabs({ ...base, withdrawalOnly: true }).map((t) => t.key)).toEqual(['anagrafica', 'password']);
    expect(tabUsable('documenti', { ...base, withdrawalOnly: true })).toBe(false);
  });
  it('disables every section but contacts (and the status recap) until contacts are verified', () => {
    const tabs = profileTabs({ ...base, contactsLock: true });
    expect(tabs.filter((t) => !t.disabled).map((t) => t.key)).toEqual(['contatti', 'status']);
    expect(tabUsable('password', { ...base, contactsLock: true })).toBe(false);
  });
  it("shows 'Verifica' for unconfirmed contacts or a verification older than 7 days", () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(showVerifyButton(false, '2026-11-20T00:00:00Z', now)).toBe(true);
    expect(showVerifyButton(true, '2026-11-14T12:00:00Z', now)).toBe(false);
    expect(showVerifyButton(true, '2026-11-13T11:59:00Z', now)).toBe(true);
    expect(showVerifyButton(true, null, now)).toBe(true);
  });
});
