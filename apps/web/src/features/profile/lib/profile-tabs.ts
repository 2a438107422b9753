import { paths } from '../../../app/paths.ts';

export type ProfileTabKey = 'anagrafica' | 'documenti' | 'contatti' | 'password' | 'security' | 'status';

export interface ProfileTab {
  key: ProfileTabKey;
  label: string;
  to: string;
  /** Shown but not usable (sections closed until the contacts are verified). */
  disabled: boolean;
}

const ALL: { key: ProfileTabKey; label: string; to: string }[] = [
  { key: 'anagrafica', label: 'Anagrafica', to: paths.editAnagrafica },
  { key: 'documenti', label: 'Documenti', to: paths.editDocumenti },
  { key: 'contatti', label: 'Contatti e privacy', to: paths.editContatti },
  { key: 'password', label: 'Password', to: paths.editPassword },
  { key: 'security', label: 'Sicurezza', to: paths.editSecurity },
  { key: 'status', label: 'Stato', to: paths.editStatus },
];

export interface TabRules {
  /** IsTwoFactorAuthenticationEnabled: the Sicurezza tab exists only with it. */
  twoFactor: boolean;
  /** ConsentiSoloPrelievo: only Anagrafica and Password. */
  withdrawalOnly: boolean;
  /** DisableAllSectionsIfContactsNotVerified and the contacts are not verified. */
  contactsLock: boolean;
}

/** The profile tabs (document 2 §2) as the site's modules shape them; the server applies the same rules. */
export function profileTabs(r: TabRules): ProfileTab[] {
  return ALL.filter((t) => (t.key !== 'security' || r.twoFactor) && (!r.withdrawalOnly || t.key === 'anagrafica' || t.key === 'password')).map((t) => ({
    ...t,
    disabled: r.contactsLock && t.key !== 'contatti' && t.key !== 'status',
  }));
}

/** Whether a tab's page may be used under the rules (a typed URL of a hidden tab shows a notice). */
export function tabUsable(key: ProfileTabKey, r: TabRules): boolean {
  const tab = profileTabs(r).find((t) => t.key === key);
  return Boolean(tab && !tab.disabled);
}

const DAY_MS = 86_400_000;
/** 'Verifica' shows when a contact is unconfirmed or its last verification is older than 7 days (document 2 §4, §9). */
export const VERIFY_BUTTON_DAYS = 7;
export function showVerifyButton(confirmed: boolean, lastVerified: string | null, now: Date): boolean {
  if (!confirmed || !lastVerified) return true;
  const at = Date.parse(lastVerified);
  return Number.isNaN(at) || now.getTime() - at > VERIFY_BUTTON_DAYS * DAY_MS;
}
