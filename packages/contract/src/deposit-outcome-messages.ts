import { DEPOSIT_TEXT } from './deposit-messages.ts';

/*
 * What a payment provider's result code means for the player, in Italian. Only the deposit's result
 * page says it, so these texts are a module of their own: the deposit page does not load them.
 */

/** Card authorisation results (RESPONSE_CODE_AUT, ISO 8583) a player may get back, said in Italian. */
const CARD_OUTCOME: Record<string, string> = {
  '01': 'La banca chiede di essere contattata prima di autorizzare il pagamento',
  '05': 'La banca ha rifiutato il pagamento',
  '12': 'Operazione non valida per questa carta',
  '13': 'Importo non valido',
  '14': 'Numero di carta non valido',
  '41': 'Carta non utilizzabile: contatta la tua banca',
  '43': 'Carta non utilizzabile: contatta la tua banca',
  '51': 'Fondi insufficienti sulla carta',
  '54': 'Carta scaduta',
  '55': 'PIN errato',
  '57': 'Operazione non consentita per questa carta',
  '61': 'Superato il limite di spesa della carta',
  '65': 'Superato il numero di operazioni consentite dalla carta',
  '91': 'La banca non risponde: riprova più tardi',
  '96': 'Errore del circuito di pagamento: riprova più tardi',
};

/** Poste Italiane's RESULT codes other than '00' (approved). */
const POSTE_OUTCOME: Record<string, string> = {
  '01': DEPOSIT_TEXT.posteRejected,
  '02': DEPOSIT_TEXT.pending,
  '03': DEPOSIT_TEXT.cancelled,
};

/**
 * What a provider's result code means for the player; unknown codes read as a refusal by the circuit.
 * The code comes from the return address, which anyone can write: only the tables' own keys count, so
 * `constructor` or `__proto__` reads as an unknown code, not as something inherited from Object.
 */
export function providerOutcomeText(source: 'card' | 'poste', code: string | null): string {
  const [texts, fallback] = source === 'card' ? [CARD_OUTCOME, DEPOSIT_TEXT.declined] : [POSTE_OUTCOME, DEPOSIT_TEXT.posteRejected];
  return code !== null && Object.hasOwn(texts, code) ? texts[code]! : fallback;
}
