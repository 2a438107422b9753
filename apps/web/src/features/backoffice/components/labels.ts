import { ACCOUNT_STATE, EXCLUSION_STATES } from '@betsite/domain/account-status';
import { formatCents } from '@betsite/domain/money';
import { minutesText } from '@betsite/contract/play-limits-texts';

const STATE_LABELS: Record<number, string> = {
  [ACCOUNT_STATE.INACTIVE]: 'Non attivo',
  [ACCOUNT_STATE.PROVISIONAL]: 'Provvisorio',
  [ACCOUNT_STATE.VALIDATED]: 'Validato',
  [ACCOUNT_STATE.BLOCKED]: 'Bloccato',
  [ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY]: 'Autoescluso (temporaneo)',
  [ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT]: 'Autoescluso (permanente)',
};

/** statoConto as operators read it. */
export function accountStateLabel(stato: number): string {
  if (STATE_LABELS[stato]) return STATE_LABELS[stato];
  if ((EXCLUSION_STATES as readonly number[]).includes(stato)) return `Esclusione (${stato})`;
  return `Stato ${stato}`;
}

export const DOCUMENT_STATE_LABELS: Record<number, string> = { 0: 'Validato', 1: 'Non valido', 2: 'Scaduto', 3: 'In attesa di verifica' };

/** Ledger account kinds of a player, in words. */
export const ACCOUNT_KIND_LABELS: Record<string, string> = {
  player_cash: 'Saldo prelevabile',
  player_bonus: 'Bonus',
  withdrawals_pending: 'Prelievi in attesa',
  player_receivable: 'Debito da ricarica stornata',
};

/** player_bonuses.status in words. */
export const BONUS_STATE_LABELS: Record<string, string> = {
  active: 'Attivo',
  converted: 'Convertito',
  expired: 'Scaduto',
  cancelled: 'Annullato',
  used: 'Usato',
};

const PERIOD_LABELS: Record<string, string> = { GG: 'Giornaliero', WW: 'Settimanale', MM: 'Mensile' };
/** A deposit limit's period (tipoPeriodo GG / WW / MM) in words. */
export const periodLabel = (periodo: string) => PERIOD_LABELS[periodo] ?? periodo;

/** A play limit's kind, and its value: cents for spending, minutes for time of play. */
export const playKindLabel = (tipo: 'spesa' | 'tempo') => (tipo === 'spesa' ? 'Spesa' : 'Tempo di gioco');
export const playValue = (tipo: 'spesa' | 'tempo', v: number) => (tipo === 'spesa' ? formatCents(v) : minutesText(v));

/** deposits.status (created → pending → success | failed | cancelled) in words. */
const DEPOSIT_STATE_LABELS: Record<string, string> = {
  created: 'Avviato',
  pending: 'In attesa del circuito',
  success: 'Accreditato',
  failed: 'Non riuscito',
  cancelled: 'Annullato',
};
export const depositStateLabel = (stato: string) => DEPOSIT_STATE_LABELS[stato] ?? stato;

/** A deposit's state with what happened to it after the credit: taken back by the provider, disputed. */
export function depositStateText(d: { stato: string; stornato: number; contestata: boolean }): string {
  const notes = [d.stornato > 0 && `stornati ${formatCents(d.stornato)}`, d.contestata && 'contestazione aperta'].filter(Boolean);
  return depositStateLabel(d.stato) + (notes.length > 0 ? ` (${notes.join(', ')})` : '');
}

/** player_bonuses.type in words. */
const BONUS_TYPE_LABELS: Record<string, string> = { bonus: 'Bonus reale', funbonus: 'Fun bonus', freespin: 'Free spin', freebet: 'Free bet' };
export const bonusTypeLabel = (tipo: string) => BONUS_TYPE_LABELS[tipo] ?? tipo;

/**
 * How a campaign is obtained (bonus_campaigns.trigger): the four an operator can create, and those
 * the site's own programmes create (VIP club points, VIP Sport coupons, the ranking's prizes).
 */
export const CAMPAIGN_TRIGGER_LABELS: Record<string, string> = {
  manual: 'Assegnata dagli operatori',
  promo_code: 'Codice promozionale',
  first_deposit: 'Primo deposito',
  deposit_code: 'Deposito con codice',
  vip_points: 'Club VIP: conversione dei punti',
  vip: 'VIP Sport',
  ranking: 'Premio della classifica',
};
export const campaignTriggerLabel = (trigger: string) => CAMPAIGN_TRIGGER_LABELS[trigger] ?? trigger;
