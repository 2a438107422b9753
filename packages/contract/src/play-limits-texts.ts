// Spending and time-of-play limits (ADM concession of 12 November 2025): Italian texts, no zod.

export const PLAY_LIMIT_KINDS = ['spesa', 'tempo'] as const;
export type TPlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];

/** Hours and minutes as Italian text: 180 → '3 ore', 90 → '1 ora e 30 minuti'. */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : h === 1 ? '1 ora' : `${h} ore`;
  const mins = m === 0 ? '' : m === 1 ? '1 minuto' : `${m} minuti`;
  return [hours, mins].filter(Boolean).join(' e ') || '0 minuti';
}

export const PLAY_LIMIT_TEXT = {
  spendTitle: 'Limite di spesa',
  timeTitle: 'Limite di tempo di gioco',
  spendIntro: 'La spesa è la perdita netta del periodo: giocate meno vincite.',
  timeIntro: 'Il tempo di gioco è il tempo in cui sei collegato al sito.',
  kindInvalid: 'Tipo di limite non valido',
  valueInvalid: 'Valore non valido',
  minutesInvalid: 'Indica il limite in minuti (numero intero)',
  minutesTooHigh: (max: number) => `Il limite non può superare ${minutesText(max)} per questo periodo`,
  spendCap: (euro: string) => `Il primo limite di spesa non può superare il tetto di € ${euro} per questo periodo`,
  timeCap: (minutes: number) => `Il primo limite di tempo non può superare il tetto di ${minutesText(minutes)} per questo periodo`,
  spendReached: (euro: string) => `Questa giocata supera il tuo limite di spesa: puoi ancora spendere € ${euro} nel periodo. La giocata non è stata accettata.`,
  timeReached:
    'Hai raggiunto il tuo limite di tempo di gioco: non puoi effettuare giocate fino alla fine del periodo. Puoi sempre consultare il conto e prelevare.',
  noSpendLimit: 'Nessun limite di spesa impostato',
  noTimeLimit: 'Nessun limite di tempo impostato',
} as const;

/** The first access after the concession of 12 November 2025 (contract version, then the three limits). */
export const FIRST_ACCESS_TEXT = {
  title: 'Primo accesso: contratto e limiti di gioco',
  intro:
    'Dal 12 novembre 2025 le nuove regole ADM chiedono di accettare la versione aggiornata del contratto di gioco e di scegliere i tuoi limiti di deposito, di spesa e di tempo. Ti proponiamo i valori massimi consentiti: puoi abbassarli.',
  contractStep: 'Contratto di gioco',
  contractLabel: (version: string) => `Ho letto e accetto il contratto di gioco, versione ${version}`,
  limitsStep: 'I tuoi limiti di gioco',
  depositLabel: 'Limite di deposito (€)',
  spendLabel: 'Limite di spesa (€)',
  timeLabel: 'Limite di tempo di gioco (minuti)',
  depositPeriodLabel: 'Periodo del limite di deposito',
  spendPeriodLabel: 'Periodo del limite di spesa',
  timePeriodLabel: 'Periodo del limite di tempo di gioco',
  limitsIntro:
    'Per ogni limite scegli il periodo (giornaliero, settimanale o mensile, secondo le regole in vigore). Valori proposti: i massimi consentiti per il periodo. Una riduzione vale subito; un aumento dopo 7 giorni.',
  proposed: (period: string, value: string) => `Proposto per il periodo ${period}: ${value}.`,
  submit: 'Conferma e continua',
  mustAccept: 'Per continuare devi accettare il contratto di gioco',
  versionChanged: 'La versione del contratto è cambiata: ricarica la pagina e leggi la nuova versione',
  done: 'Grazie: contratto accettato e limiti impostati',
  blocked: 'Prima di ricaricare o giocare devi accettare il nuovo contratto di gioco e impostare i tuoi limiti. Puoi sempre consultare il conto e prelevare.',
} as const;

/** The contract version every player must have accepted, unless the site variable `Contratto_Versione` names another. */
export const DEFAULT_CONTRACT_VERSION = '2025.11';
