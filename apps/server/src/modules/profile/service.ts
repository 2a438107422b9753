import { createHash } from 'node:crypto';
import { PROFILE_CODES, type TAnagrafica, type TUpdateUserRequest } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { mobileIssue } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { normaliseMobile } from '@betsite/domain/registration-rules';
import type { AppDeps } from '../../deps.ts';
import { changeEmail, changeMobile } from '../users/repository.ts';
import { consumeCode } from '../../platform/codes.ts';
import { issueCodeOnce, tooManyCodesText } from '../../platform/code-issuing.ts';
import { geoIndex } from '../geo/geo-index.ts';
import { fieldError } from '../../platform/errors.ts';
import { isRefusal, refuse, type Outcome, type Refusal } from '../../platform/outcome.ts';
import { maskEmail, maskMobile } from '@betsite/domain/masking';
import { sectionGate } from './section-guard.ts';
import { refuseReadOnlyChanges, withEntityGroups } from './anagrafica-entity.ts';
import { contactTakenByOther, loadUserAndProfile, readConsents, updateProfile, type ProfileRow, type UserRow } from './repository.ts';
import { italianDay } from '@betsite/domain/italian-day';
import { DOCUMENT_STATE } from '@betsite/domain/document-deadline';

const OTP_PURPOSE = 'profile-update';
type OtpSource = 'sms' | 'email';
/** What the -3333 refusal carries: where the code went (masked). */
export type OtpSent = { otpSource: OtpSource; destinazione: string };

const day = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** EL_GetAnagrafica and UpdateUser (document 2 §3, §4, §7). */
export class ProfileService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'site' | 'clock' | 'limits' | 'outbox'>) {}

  async anagrafica(userId: number): Promise<Outcome<TAnagrafica>> {
    const row = await loadUserAndProfile(this.deps.db, userId);
    if (!row?.profile) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.noProfile);
    const { user, profile: p } = row;
    const consents = readConsents(p);
    const [residence, issuing, twoFactorModule] = await Promise.all([
      geoIndex.city(p.comuneResidenzaId),
      geoIndex.city(p.comuneRilascioId),
      this.deps.site.module('IsTwoFactorAuthenticationEnabled'),
    ]);
    return {
      nome: user.nome,
      cognome: user.cognome,
      sesso: p.sesso,
      dataNascita: day(p.dataNascita),
      nazioneNascitaId: p.nazioneNascitaId,
      comuneNascitaId: p.comuneNascitaId,
      comuneNascitaNome: p.comuneNascitaNome,
      codiceFiscale: p.codiceFiscale,
      nazioneResidenzaId: p.nazioneResidenzaId,
      indirizzoResidenza: p.indirizzoResidenza,
      capResidenza: p.capResidenza,
      comuneResidenzaId: p.comuneResidenzaId,
      comuneResidenzaNome: residence?.name ?? p.comuneResidenzaNome,
      provinciaResidenza: residence?.province ?? null,
      tipoDocumentoId: p.tipoDocumentoId,
      numeroDocumento: p.numeroDocumento,
      enteRilascioId: p.enteRilascioId,
      comuneRilascioId: p.comuneRilascioId,
      comuneRilascioNome: issuing ? (issuing.province ? `${issuing.name} (${issuing.province})` : issuing.name) : '',
      dataRilascioDocumento: day(p.dataRilascioDocumento),
      dataScadenzaDocumento: day(p.dataScadenzaDocumento),
      statoDocumenti: p.statoDocumenti,
      email: user.email,
      cellulare: user.cellulare,
      privacy: {
        newsletter: consents.privacyNewsletter === true,
        sms: consents.comunicazioniSms === true,
        push: consents.comunicazioniPush === true,
        posta: consents.comunicazioniPosta === true,
        telefono: consents.comunicazioniTelefono === true,
      },
      privacyAcceptProfilazione: consents.privacyAcceptProfilazione === true,
      privacyAcceptMarketing: consents.privacyAcceptMarketing === true,
      username: user.username,
      numeroContratto: user.contratto,
      // null: the module is off, so the tab and the question do not exist.
      twoFactor: twoFactorModule ? user.twoFactorEnabled : null,
      father: user.father,
      emailConfirmed: user.emailConfirmed,
      mobileConfirmed: user.mobileConfirmed,
      lastEmailVerificationDate: user.lastEmailVerificationAt?.toISOString() ?? null,
      lastMobileVerificationDate: user.lastMobileVerificationAt?.toISOString() ?? null,
    };
  }

  /**
   * UpdateUser. Consents alone apply at once. A change of residence, document or a contact answers
   * -3333 and sends a code (to the mobile or e-mail the player picks with otpSource; a new contact
   * gets the code itself, which verifies it); the same body resent with otp applies it. The code is
   * bound to a digest of the change, so it cannot confirm a different one. The value is null once
   * the change is saved.
   */
  async update(userId: number, request: TUpdateUserRequest): Promise<Outcome<null, OtpSent | null>> {
    const row = await loadUserAndProfile(this.deps.db, userId);
    if (!row) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.saveFailed);
    const { user, profile } = row;
    const blockedSection = await sectionGate(this.deps, user, request.anagrafica ? 'anagrafica' : 'contatti');
    if (blockedSection) return blockedSection;
    let body = request;
    // The legacy client's anagrafica carries contacts, consents and the code, and the read-only
    // fields it was given: those must be unchanged (issue 34: nothing is dropped silently).
    if (request.anagrafica && profile) {
      const stored = await this.anagrafica(userId);
      if (isRefusal(stored)) return refuse(stored.code, stored.message);
      refuseReadOnlyChanges(request.anagrafica, stored);
      body = withEntityGroups(request, user, stored);
    }
    const blocked = body.anagrafica && (body.contatti || body.consensi) ? await sectionGate(this.deps, user, 'contatti') : null;
    if (blocked) return blocked;
    if (!profile && (body.anagrafica || body.consensi)) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.noProfile);

    const anagrafica = body.anagrafica ? await this.checkAnagrafica(body.anagrafica) : null;
    const contatti = body.contatti ? await this.checkContacts(user, body.contatti) : null;
    if (isRefusal(contatti)) return contatti;

    const anagraficaChanged = anagrafica !== null && profile !== null && anagraficaDiffers(profile, anagrafica);
    const emailChanged = contatti !== null && contatti.email.toLowerCase() !== user.email.toLowerCase();
    const mobileChanged = contatti !== null && contatti.cellulare !== user.cellulare;
    if (emailChanged && mobileChanged) throw fieldError('contatti.cellulare', PROFILE_TEXT.oneContactAtATime);

    const needsOtp = anagraficaChanged || emailChanged || mobileChanged;
    if (needsOtp) {
      const source: OtpSource = emailChanged ? 'email' : mobileChanged ? 'sms' : (body.otpSource ?? 'sms');
      const destination = emailChanged ? contatti!.email : mobileChanged ? contatti!.cellulare : source === 'email' ? user.email : user.cellulare;
      const subject = `${user.id}:${digest({ anagrafica: anagraficaChanged ? anagrafica : null, contatti: emailChanged || mobileChanged ? contatti : null, consensi: body.consensi ?? null })}`;
      if (!body.otp) {
        const masked = source === 'email' ? maskEmail(destination) : maskMobile(destination);
        const otpStep = refuse(PROFILE_CODES.OTP_REQUIRED, PROFILE_TEXT.otpRequired(masked), { otpSource: source, destinazione: masked });
        // The same change asked again while its code is live: the same answer, no new code (issue 32).
        const issued = await issueCodeOnce(this.deps, { purpose: OTP_PURPOSE, subject, userId: user.id, channel: source, recipient: destination });
        if ('wait' in issued) return refuse(PROFILE_CODES.FAILED, tooManyCodesText(issued.wait));
        if ('live' in issued) return otpStep;
        const { code } = issued;
        await this.deps.outbox.send(
          source === 'email'
            ? {
                channel: 'email',
                recipient: destination,
                subject: 'Conferma la modifica dei tuoi dati',
                body: `Ciao ${user.nome},\n\nil codice per confermare la modifica dei dati del tuo conto è: ${code}\nIl codice è valido 3 minuti.\n\nSe non hai chiesto tu la modifica, cambia subito la password e contatta l'assistenza clienti.`,
                meta: { purpose: OTP_PURPOSE, code },
              }
            : {
                channel: 'sms',
                recipient: destination,
                body: `Il codice per confermare la modifica dei tuoi dati è ${code}. Valido 3 minuti.`,
                meta: { purpose: OTP_PURPOSE, code },
              },
        );
        return otpStep;
      }
      const res = await consumeCode(this.deps.db, this.deps.clock, { purpose: OTP_PURPOSE, subject, code: body.otp });
      if (!res.ok || res.userId !== user.id) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.otpWrong);
    }

    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (anagraficaChanged && anagrafica) {
        // New document data waits for an upload of that document to be approved: until then the
        // documents read as to be verified, and withdrawals wait (documents/expiry.ts).
        const documentChanged = anagraficaDiffers(profile!, anagrafica, DOCUMENT_FIELDS);
        await updateProfile(tx, user.id, {
          ...anagrafica.values,
          comuneResidenzaNome: anagrafica.residenceName,
          ...(documentChanged ? { documentoModificatoAt: now, statoDocumenti: DOCUMENT_STATE.PENDING } : {}),
        });
      }
      if (emailChanged) await changeEmail(tx, user.id, contatti!.email, now);
      if (mobileChanged) await changeMobile(tx, user.id, contatti!.cellulare, now);
      if (body.consensi && profile) {
        const c = body.consensi;
        const next = {
          ...readConsents(profile),
          privacyNewsletter: c.privacy.newsletter,
          comunicazioniSms: c.privacy.sms,
          comunicazioniPush: c.privacy.push,
          comunicazioniPosta: c.privacy.posta,
          comunicazioniTelefono: c.privacy.telefono,
          privacyAcceptProfilazione: c.privacyAcceptProfilazione,
          privacyAcceptMarketing: c.privacyAcceptMarketing,
          consentsUpdatedAt: now.toISOString(),
        };
        await updateProfile(tx, user.id, { consents: JSON.stringify(next) });
      }
    });
    if (emailChanged) await this.noticeToOldContact(user, 'email', contatti!.email);
    if (mobileChanged) await this.noticeToOldContact(user, 'sms', contatti!.cellulare);
    return null;
  }

  /**
   * The contact that was replaced is told, with the new one masked: the change's code went to the
   * new contact, so whoever holds a stolen session can prove only that one, and the old contact is
   * where the real player still reads.
   */
  private async noticeToOldContact(user: UserRow, channel: 'email' | 'sms', replacement: string): Promise<void> {
    await this.deps.outbox.send(
      channel === 'email'
        ? {
            channel,
            recipient: user.email,
            subject: 'Il tuo indirizzo email è stato modificato',
            body: `Ciao ${user.nome},\n\nl'indirizzo email del conto ${user.username} è stato sostituito con ${maskEmail(replacement)}. Questo indirizzo non riceverà più le nostre comunicazioni.\n\nSe non sei stato tu, cambia subito la password e contatta l'assistenza clienti.`,
            meta: { purpose: 'contact-changed' },
          }
        : {
            channel,
            recipient: user.cellulare,
            body: `Il numero di cellulare del tuo conto è stato sostituito con ${maskMobile(replacement)}. Se non sei stato tu, contatta subito l'assistenza clienti.`,
            meta: { purpose: 'contact-changed' },
          },
    );
  }

  /** Municipalities and country must exist in the registry; the issue date is past, the expiry future. */
  private async checkAnagrafica(a: NonNullable<TUpdateUserRequest['anagrafica']>) {
    const [country, residence, issuing] = await Promise.all([
      geoIndex.country(a.nazioneResidenzaId),
      geoIndex.city(a.comuneResidenzaId),
      geoIndex.city(a.comuneRilascioId),
    ]);
    if (!country) throw fieldError('anagrafica.nazioneResidenzaId', PROFILE_TEXT.countryUnknown);
    if (!residence || !residence.active) throw fieldError('anagrafica.comuneResidenzaId', PROFILE_TEXT.cityUnknown);
    if (!issuing) throw fieldError('anagrafica.comuneRilascioId', PROFILE_TEXT.cityUnknown);
    const today = italianDay(this.deps.clock.now());
    if (a.dataRilascioDocumento > today) throw fieldError('anagrafica.dataRilascioDocumento', REG_TEXT.issueInvalid);
    if (a.dataScadenzaDocumento <= today || a.dataScadenzaDocumento <= a.dataRilascioDocumento)
      throw fieldError('anagrafica.dataScadenzaDocumento', REG_TEXT.expiryInvalid);
    return {
      values: {
        nazioneResidenzaId: a.nazioneResidenzaId,
        indirizzoResidenza: a.indirizzoResidenza,
        capResidenza: a.capResidenza,
        comuneResidenzaId: a.comuneResidenzaId,
        tipoDocumentoId: a.tipoDocumentoId,
        numeroDocumento: a.numeroDocumento.toUpperCase(),
        enteRilascioId: a.enteRilascioId,
        comuneRilascioId: a.comuneRilascioId,
        dataRilascioDocumento: a.dataRilascioDocumento,
        dataScadenzaDocumento: a.dataScadenzaDocumento,
      },
      residenceName: residence.name,
    };
  }

  private async checkContacts(user: UserRow, c: NonNullable<TUpdateUserRequest['contatti']>): Promise<{ email: string; cellulare: string } | Refusal> {
    const cellulare = normaliseMobile(c.cellulare);
    const issue = mobileIssue(c.cellulare, await this.deps.site.variable('Mobile_CustomPattern'));
    if (issue) throw fieldError('contatti.cellulare', issue);
    const email = c.email.trim();
    const changed = {
      email: email.toLowerCase() !== user.email.toLowerCase() ? email : undefined,
      cellulare: cellulare !== user.cellulare ? cellulare : undefined,
    };
    if (await contactTakenByOther(this.deps.db, user.id, changed)) return refuse(-6643, PROFILE_TEXT.contactInUse);
    return { email, cellulare };
  }
}

type CheckedAnagrafica = { values: Record<string, string | number>; residenceName: string };

/** The identity document's fields: a change of any of them is data no operator has seen yet. */
const DOCUMENT_FIELDS = ['tipoDocumentoId', 'numeroDocumento', 'enteRilascioId', 'comuneRilascioId', 'dataRilascioDocumento', 'dataScadenzaDocumento'];

function anagraficaDiffers(p: ProfileRow, a: CheckedAnagrafica, only?: string[]): boolean {
  const current: Record<string, unknown> = p;
  return Object.entries(a.values).some(([k, v]) => {
    if (only && !only.includes(k)) return false;
    const was = current[k];
    return String(was instanceof Date ? day(was) : was) !== String(v);
  });
}

/** Stable digest of the change (keys sorted), binding the code to exactly this change. */
function digest(change: unknown): string {
  const canonical = JSON.stringify(change, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}
