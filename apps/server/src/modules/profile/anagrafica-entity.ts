import type { TAnagrafica, TAnagraficaUpdate, TUpdateUserRequest } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { ZAnagraficaEdit } from '@betsite/contract/profile';
import { fieldError } from '../../platform/errors.ts';
import type { UserRow } from './repository.ts';

/** The entity's fields UpdateUser applies (residence and document), and those it reads into contacts, consents and the code. */
const EDITABLE = new Set([
  ...Object.keys(ZAnagraficaEdit.shape),
  'email',
  'cellulare',
  'privacy',
  'privacyAcceptProfilazione',
  'privacyAcceptMarketing',
  'otp',
]);
/**
 * Fields EL_GetAnagrafica derives from others (a municipality's name from its id, the verification
 * state of a contact, the two-factor state): they follow the fields they come from, so their value
 * in an UpdateUser is not a change to apply or to refuse.
 */
const DERIVED = new Set([
  'comuneNascitaNome',
  'comuneResidenzaNome',
  'provinciaResidenza',
  'comuneRilascioNome',
  'emailConfirmed',
  'mobileConfirmed',
  'lastEmailVerificationDate',
  'lastMobileVerificationDate',
  'twoFactor',
]);

/** How the player reads the field in a refusal (with its article); any other field by its name. */
const LABEL: Record<string, string> = {
  codiceFiscale: 'il codice fiscale',
  nome: 'il nome',
  cognome: 'il cognome',
  sesso: 'il sesso',
  dataNascita: 'la data di nascita',
  nazioneNascitaId: 'la nazione di nascita',
  comuneNascitaId: 'il comune di nascita',
  statoDocumenti: 'lo stato dei documenti',
  username: 'lo username',
  numeroContratto: 'il numero di contratto',
  father: "l'agente di riferimento",
};

const same = (sent: unknown, stored: unknown): boolean => {
  const norm = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v).trim().toUpperCase());
  return norm(sent) === norm(stored) || (typeof stored === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored) && norm(sent).slice(0, 10) === norm(stored));
};

/**
 * Checks the fields of the anagrafica that UpdateUser does not apply: each must be what is stored
 * (a client sends back the whole entity), or the call is refused naming the field; a field the
 * entity does not have is refused too. Null means "not sent" (issue 34).
 */
export function refuseReadOnlyChanges(sent: TAnagraficaUpdate, stored: TAnagrafica): void {
  const current = stored as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(sent)) {
    if (EDITABLE.has(key) || DERIVED.has(key) || value === null || value === undefined) continue;
    if (!Object.hasOwn(current, key)) throw fieldError(`anagrafica.${key}`, PROFILE_TEXT.unknownField(key));
    if (!same(value, current[key])) throw fieldError(`anagrafica.${key}`, PROFILE_TEXT.readOnly(LABEL[key] ?? `il campo ${key}`));
  }
}

/**
 * The request with the entity's contacts, consents and code read as the call's own groups (a group
 * sent on its own, as the web's tabs do, wins): the contact-change and code rules then apply to them
 * as to the others. A contact or consent not sent keeps its stored value.
 */
export function withEntityGroups(body: TUpdateUserRequest, user: UserRow, stored: TAnagrafica): TUpdateUserRequest {
  const a = body.anagrafica;
  if (!a) return body;
  const contatti =
    body.contatti ??
    (a.email !== undefined || a.cellulare !== undefined ? { email: a.email ?? user.email, cellulare: a.cellulare ?? user.cellulare } : undefined);
  const consensi =
    body.consensi ??
    (a.privacy !== undefined || a.privacyAcceptProfilazione !== undefined || a.privacyAcceptMarketing !== undefined
      ? {
          privacy: a.privacy ?? stored.privacy,
          privacyAcceptProfilazione: a.privacyAcceptProfilazione ?? stored.privacyAcceptProfilazione,
          privacyAcceptMarketing: a.privacyAcceptMarketing ?? stored.privacyAcceptMarketing,
        }
      : undefined);
  return { ...body, contatti, consensi, otp: body.otp ?? a.otp ?? undefined };
}
