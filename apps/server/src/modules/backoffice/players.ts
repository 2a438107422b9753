import { and, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { TPlayerDetail, TPlayerSummary } from '@betsite/contract/backoffice';
import type { Db } from '../../db/client.ts';
import {
  betSessions,
  bonusCampaigns,
  depositDisputes,
  deposits,
  depositLimitChanges,
  depositLimits,
  gameTickets,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  playerDocuments,
  playerBonuses,
  playerNotes,
  playerProfiles,
  selfExclusions,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { rgExclusionTypes } from '../../db/schema/index.ts';
import { queueColumns, toQueued } from './withdrawal-queue.ts';
import type { PlayProtectionView } from '../responsible-gaming/operator-view.ts';
import { TICKET_STATUS_TEXT, type TicketStatus } from '@betsite/domain/bets';

const SEARCH_LIMIT = 50;
const HISTORY_LIMIT = 100;
const TICKET_LIMIT = 50;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
/** A LIKE pattern that matches `text` literally (its %, _ and \ escaped). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const summaryColumns = {
  id: users.id,
  username: users.username,
  nome: users.nome,
  cognome: users.cognome,
  email: users.email,
  cellulare: users.cellulare,
  contratto: users.contratto,
  codiceFiscale: playerProfiles.codiceFiscale,
  statoConto: users.statoConto,
};

/**
 * Players (never operators) whose username, name, surname, "name surname", e-mail, mobile, contract
 * number or codice fiscale contains the text, case-insensitively; at most 50.
 */
export async function searchPlayers(db: Db, q: string): Promise<TPlayerSummary[]> {
  const p = contains(q);
  const digits = q.replace(/\D/g, '');
  return db
    .select(summaryColumns)
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'player'),
        or(
          ilike(users.username, p),
          ilike(users.email, p),
          ilike(sql`${users.nome} || ' ' || ${users.cognome}`, p),
          ilike(sql`${users.cognome} || ' ' || ${users.nome}`, p),
          ilike(users.contratto, p),
          ilike(playerProfiles.codiceFiscale, p),
          digits.length >= 3 ? ilike(users.cellulare, contains(digits)) : undefined,
        ),
      ),
    )
    .orderBy(users.cognome, users.nome, users.id)
    .limit(SEARCH_LIMIT);
}

export async function findPlayerSummary(db: Db, id: number): Promise<TPlayerSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'player')));
  return row;
}

/** Everything the player page shows, read in parallel; null for an unknown id or an operator. */
export async function playerDetail(
  db: Db,
  id: number,
): Promise<
  | (Omit<TPlayerDetail, 'saldo' | keyof PlayProtectionView> & {
      saldo: Omit<TPlayerDetail['saldo'], 'saldo' | 'prelevabile' | 'bonus' | 'debitoStorno' | 'contestato'>;
    })
  | null
> {
  const [row] = await db
    .select({ u: users, p: playerProfiles })
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'player')));
  if (!row) return null;
  const { u, p } = row;
  const [sessions, entries, deps, wds, limits, exclusions, docs, notes, pending, limitChanges, tickets, bonuses] = await Promise.all([
    db.select().from(betSessions).where(eq(betSessions.userId, id)).orderBy(desc(betSessions.createdAt)).limit(30),
    db
      .select({
        id: ledgerEntries.id,
        data: ledgerTransfers.createdAt,
        tipo: ledgerTransfers.kind,
        descrizione: ledgerTransfers.description,
        conto: ledgerAccounts.kind,
        importo: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(and(eq(ledgerAccounts.userId, id), inArray(ledgerAccounts.kind, ['player_cash', 'player_bonus', 'withdrawals_pending', 'player_receivable'])))
      .orderBy(desc(ledgerEntries.id))
      .limit(HISTORY_LIMIT),
    db
      .select({
        ...getTableColumns(deposits),
        // A buyer's dispute still open with the provider (docs/ledger.md, "Disputed deposits").
        contestata: sql<boolean>`exists (select 1 from ${depositDisputes} where ${depositDisputes.depositId} = ${deposits.id} and ${depositDisputes.status} = 'open')`,
      })
      .from(deposits)
      .where(eq(deposits.userId, id))
      .orderBy(desc(deposits.id))
      .limit(HISTORY_LIMIT),
    db
      .select(queueColumns)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(eq(withdrawals.userId, id))
      .orderBy(desc(withdrawals.id))
      .limit(HISTORY_LIMIT),
    db.select().from(depositLimits).where(eq(depositLimits.userId, id)),
    db
      .select({ e: selfExclusions, descrizione: rgExclusionTypes.descrizione })
      .from(selfExclusions)
      .leftJoin(rgExclusionTypes, eq(rgExclusionTypes.id, selfExclusions.typeId))
      .where(eq(selfExclusions.userId, id))
      .orderBy(desc(selfExclusions.id)),
    db.select().from(playerDocuments).where(eq(playerDocuments.userId, id)).orderBy(desc(playerDocuments.id)).limit(HISTORY_LIMIT),
    db
      .select({ n: playerNotes, operatore: users.username })
      .from(playerNotes)
      .innerJoin(users, eq(users.id, playerNotes.operatorId))
      .where(eq(playerNotes.userId, id))
      .orderBy(desc(playerNotes.id)),
    db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, id), eq(ledgerAccounts.kind, 'withdrawals_pending'))),
    db.select().from(depositLimitChanges).where(eq(depositLimitChanges.userId, id)).orderBy(desc(depositLimitChanges.id)).limit(HISTORY_LIMIT),
    db.select().from(gameTickets).where(eq(gameTickets.userId, id)).orderBy(desc(gameTickets.placedAt), desc(gameTickets.id)).limit(TICKET_LIMIT),
    db
      .select({ b: playerBonuses, campagna: bonusCampaigns.name })
      .from(playerBonuses)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
      .where(eq(playerBonuses.userId, id))
      .orderBy(desc(playerBonuses.id))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    anagrafica: {
      id: u.id,
      username: u.username,
      nome: u.nome,
      cognome: u.cognome,
      email: u.email,
      cellulare: u.cellulare,
      contratto: u.contratto,
      codiceFiscale: p?.codiceFiscale ?? null,
      statoConto: u.statoConto,
      sesso: p?.sesso ?? null,
      dataNascita: p?.dataNascita ?? null,
      comuneNascita: p?.comuneNascitaNome || null,
      indirizzo: p?.indirizzoResidenza ?? null,
      cap: p?.capResidenza ?? null,
      comuneResidenza: p?.comuneResidenzaNome || null,
      numeroDocumento: p?.numeroDocumento ?? null,
      scadenzaDocumento: p?.dataScadenzaDocumento ?? null,
      registratoIl: u.createdAt.toISOString(),
      ultimoAccesso: iso(u.lastLoginAt),
    },
    stato: {
      statoConto: u.statoConto,
      blocco:
        u.blockedAt && u.blockedFromState !== null
          ? { dal: u.blockedAt.toISOString(), motivo: u.blockReason ?? '', statoPrecedente: u.blockedFromState }
          : null,
      emailConfermata: u.emailConfirmed,
      cellulareConfermato: u.mobileConfirmed,
      termini: u.termsAccepted,
      statoDocumenti: p?.statoDocumenti ?? null,
      richiedePep: u.richiedePep,
      dueFattori: u.twoFactorEnabled,
      limiteDepositoImpostato: u.depositLimitSet,
    },
    saldo: { inPrelievo: Number(pending[0]?.balance ?? 0) },
    sessioni: sessions.map((s) => ({
      id: s.id,
      ambito: s.scope,
      creataIl: s.createdAt.toISOString(),
      ultimaAttivita: s.lastSeenAt.toISOString(),
      chiusaIl: iso(s.revokedAt),
      motivo: s.revokeReason,
      ip: s.ip,
      dispositivo: s.userAgent,
    })),
    movimenti: entries.map((e) => ({ ...e, data: e.data.toISOString(), importo: Number(e.importo) })),
    depositi: deps.map((d) => ({
      id: d.id,
      transazione: d.transactionId,
      metodo: d.methodName,
      importo: Number(d.amount),
      stato: d.status,
      data: d.createdAt.toISOString(),
      stornato: Number(d.reversedAmount),
      contestata: Boolean(d.contestata),
    })),
    prelievi: wds.map(toQueued),
    limiti: limits.map((l) => ({
      periodo: l.periodo,
      importo: Number(l.importo),
      inAttesa: l.pendingImporto === null ? null : Number(l.pendingImporto),
      dal: iso(l.pendingFrom),
      aggiornatoIl: l.updatedAt.toISOString(),
    })),
    storicoLimiti: limitChanges.map((c) => ({
      id: c.id,
      periodo: c.periodo,
      prima: c.previousImporto === null ? null : Number(c.previousImporto),
      importo: Number(c.importo),
      inAttesa: c.pendingImporto === null ? null : Number(c.pendingImporto),
      dal: iso(c.pendingFrom),
      data: c.at.toISOString(),
    })),
    giocate: tickets.map((g) => ({
      codice: g.code,
      gioco: g.giocoDescr,
      piattaforma: g.platform,
      importo: Number(g.stake),
      bonus: g.fun,
      stato: g.status,
      statoDescr: TICKET_STATUS_TEXT[g.status as TicketStatus] ?? String(g.status),
      esito: g.outcome,
      vincita: Number(g.payout),
      giocataIl: g.placedAt.toISOString(),
      chiusaIl: iso(g.settledAt),
    })),
    bonus: bonuses.map(({ b, campagna }) => ({
      id: b.id,
      campagna,
      tipo: b.type,
      importo: Number(b.amount),
      giri: b.nSpin,
      giocato: Number(b.wagered),
      daGiocare: Number(b.wagerTarget),
      stato: b.status,
      assegnatoIl: b.grantedAt.toISOString(),
      scadenza: b.deadline.toISOString(),
      chiusoIl: iso(b.closedAt),
    })),
    esclusioni: exclusions.map(({ e, descrizione }) => ({
      id: e.id,
      tipo: descrizione ?? e.kind,
      prodotto: e.product,
      dal: e.startsAt.toISOString(),
      al: iso(e.endsAt),
      revocabileDal: iso(e.revocableFrom),
      terminataIl: iso(e.releasedAt),
      nota: e.note,
    })),
    documenti: docs.map((d) => ({
      id: d.id,
      lato: d.side,
      stato: d.stato,
      motivo: d.reason,
      caricatoIl: d.uploadedAt.toISOString(),
      verificatoIl: iso(d.reviewedAt),
    })),
    note: notes.map(({ n, operatore }) => ({ id: n.id, testo: n.body, operatore, data: n.createdAt.toISOString() })),
  };
}
