import { describe, expect, it } from 'vitest';
import { computeAccountStatus, isStatusModalClosable, statusModalAllowedOn, STATUS_TEXT, type StatusUser } from './account-status.ts';

const now = new Date('2026-11-22T10:00:00Z');
const settings = { verifyContacts: false, verifyContactsDays: 90, now };
const good: StatusUser = {
  statoConto: 2,
  cambio_password: false,
  TermsAccepted: true,
  richiedereIsPep: false,
  confirmedMobile: true,
  playerConfirmed: true,
  lastMobileVerificationDate: '2026-11-01T00:00:00Z',
  lastEmailVerificationDate: '2026-11-01T00:00:00Z',
};

describe('computeAccountStatus', () => {
  it('is all ok for a validated player with confirmed contacts', () => {
    const s = computeAccountStatus(good, settings);
    expect(s.allOk).toBe(true);
    expect(s.messages).toEqual([]);
    expect(s.items.every((i) => i.ok)).toBe(true);
  });

  it('reports unconfirmed email and unaccepted terms with the specification texts', () => {
    const s = computeAccountStatus({ ...good, playerConfirmed: false, TermsAccepted: false }, settings);
    expect(s.messages).toEqual(['Devi verificare il tuo indirizzo email', 'Devi accettare i termini e le condizioni']);
    expect(s.onlyContactsPending).toBe(false);
    expect(s.checks.emailConfirmed).toBe('ko');
    expect(s.checks.termsAccepted).toBe('ko');
  });

  it('maps every account state code to its check', () => {
    expect(computeAccountStatus({ ...good, statoConto: 0 }, settings).messages).toEqual([STATUS_TEXT.inactive]);
    expect(computeAccountStatus({ ...good, statoConto: 1 }, settings).messages).toEqual([STATUS_TEXT.provisional]);
    expect(computeAccountStatus({ ...good, statoConto: 6 }, settings).messages).toEqual([STATUS_TEXT.blocked]);
    expect(computeAccountStatus({ ...good, statoConto: 7 }, settings).checks.selfExclusionTemporary).toBe('ko');
    expect(computeAccountStatus({ ...good, statoConto: 8 }, settings).checks.selfExclusionPermanent).toBe('ko');
    for (const s of [9, 70, 80]) expect(computeAccountStatus({ ...good, statoConto: s }, settings).checks.exclusion).toBe('ko');
    expect(computeAccountStatus({ ...good, statoConto: 70 }, settings).messages).toEqual(['Sei in modalità autoesclusione']);
  });

  it('flags a password change and the PEP form', () => {
    const s = computeAccountStatus({ ...good, cambio_password: true, richiedereIsPep: true }, settings);
    expect(s.messages).toEqual(['Devi cambiare la tua password', 'Compila il modulo di Adeguata Verifica']);
  });

  it('marks contact verification stale after the configured days only when the module is on', () => {
    const old = { ...good, lastEmailVerificationDate: '2026-01-01T00:00:00Z' };
    expect(computeAccountStatus(old, settings).allOk).toBe(true);
    const s = computeAccountStatus(old, { ...settings, verifyContacts: true, verifyContactsDays: 30 });
    expect(s.emailStale).toBe(true);
    expect(s.messages[0]).toMatch(/da più di 30 giorni$/);
    expect(s.onlyContactsPending).toBe(true);
  });
});

describe('status modal rules', () => {
  const contactsOnly = computeAccountStatus({ ...good, confirmedMobile: false }, settings);
  const terms = computeAccountStatus({ ...good, TermsAccepted: false }, settings);
  it('closes with Non ora when only contacts are pending and the site is not locked', () => {
    expect(isStatusModalClosable(contactsOnly, { siteFullyLocked: false, closableVariable: false, siteId: 1 })).toBe(true);
    expect(isStatusModalClosable(contactsOnly, { siteFullyLocked: true, closableVariable: false, siteId: 1 })).toBe(false);
  });
  it('otherwise follows the site variable, and site 87 is never closable', () => {
    expect(isStatusModalClosable(terms, { siteFullyLocked: false, closableVariable: true, siteId: 1 })).toBe(true);
    expect(isStatusModalClosable(terms, { siteFullyLocked: false, closableVariable: false, siteId: 1 })).toBe(false);
    expect(isStatusModalClosable(contactsOnly, { siteFullyLocked: false, closableVariable: true, siteId: 87 })).toBe(false);
  });
  it('never opens on the excluded pages', () => {
    for (const p of ['/ticket-print/ABC', '/account/status', '/account/edit/contatti-e-privacy/edit-contacts', '/debug'])
      expect(statusModalAllowedOn(p)).toBe(false);
    expect(statusModalAllowedOn('/account/dashboard')).toBe(true);
    expect(statusModalAllowedOn('/')).toBe(true);
  });
});
