import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { PLAY_LIMIT_TEXT, type TLimiteGioco, type TLimitiGiocoData, type TPlayLimitKind } from '@betsite/contract/play-limits';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { RG_CODES } from '@betsite/contract/responsible-gaming';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { ageOn, capFor, limitInForce, limitLeft, planLimitChange, PERIOD_DAYS, type LimitPeriod } from '@betsite/domain/responsible-gaming';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import * as repo from './repository.ts';
import * as playRepo from './play-limits-repo.ts';
import type { ResponsibleGamingService } from './service.ts';
import { usedIn } from './play-usage.ts';

/** The contract's kind names and the stored ones ('spend', 'time'), and the rule set's cap kinds. */
const STORED: Record<TPlayLimitKind, playRepo.PlayLimitKind> = { spesa: 'spend', tempo: 'time' };
const SHOWN: Record<playRepo.PlayLimitKind, TPlayLimitKind> = { spend: 'spesa', time: 'tempo' };
const CAP_KIND: Record<playRepo.PlayLimitKind, string> = { spend: 'spend', time: 'play_minutes' };
const ORDER = ['GG', 'WW', 'MM'];

/** Spending and time-of-play limits (ADM concession of 12 November 2025) with the deposit limit's rules. */
export class PlayLimitsService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site'>,
    private readonly rg: ResponsibleGamingService,
  ) {}

  /** The same service on `tx` (a caller's transaction: its own transactions become savepoints). */
  inTransaction(tx: DbOrTx): PlayLimitsService {
    return new PlayLimitsService({ ...this.deps, db: tx as unknown as AppDeps['db'] }, this.rg.inTransaction(tx));
  }

  private async caps(rules: repo.RuleSet, userId: number, now: Date, periods: TLimitPeriod[]) {
    const age = ageOn(await repo.birthDateOf(this.deps.db, userId), now);
    const of = (kind: playRepo.PlayLimitKind) => {
      const rows = rules.caps.filter((c) => c.kind === CAP_KIND[kind]);
      if (rows.length === 0) return null;
      const out: Partial<Record<TLimitPeriod, number>> = {};
      for (const p of periods) {
        const cap = capFor(rows, p, age);
        if (cap !== null) out[p] = cap;
      }
      return out;
    };
    return { spesa: of('spend'), tempo: of('time') };
  }

  private async describe(db: DbOrTx, l: repo.LimitRow & { kind: string }, now: Date): Promise<TLimiteGioco> {
    const kind = l.kind as playRepo.PlayLimitKind;
    const inForce = limitInForce(l, now);
    const used = await usedIn(db, l.userId, kind, l.periodo as LimitPeriod, now);
    const waiting = l.pendingImporto !== null && l.pendingFrom !== null && l.pendingFrom > now;
    return {
      tipo: SHOWN[kind],
      tipoPeriodo: l.periodo as TLimitPeriod,
      valore: inForce,
      valoreInAttesa: waiting ? l.pendingImporto : null,
      attivoDal: waiting ? l.pendingFrom!.toISOString() : null,
      utilizzato: used,
      disponibile: limitLeft(inForce, used),
    };
  }

  /** GetLimitiGioco: both kinds' limits in force, raises waiting, what the window has used and left. */
  async limits(userId: number): Promise<TLimitiGiocoData> {
    const now = this.deps.clock.now();
    const rules = await this.rg.ruleSet();
    const periodi = rules.set.limitPeriods.split(',').map((p) => p.trim()) as TLimitPeriod[];
    const rows = await playRepo.playLimitsOf(this.deps.db, userId);
    rows.sort((a, b) => a.kind.localeCompare(b.kind) || ORDER.indexOf(a.periodo) - ORDER.indexOf(b.periodo));
    return {
      limiti: await Promise.all(rows.map((l) => this.describe(this.deps.db, { ...l, numVoltePeriodo: 1 }, now))),
      periodi,
      ritardoAumentoOre: rules.set.increaseDelayHours,
      tetti: await this.caps(rules, userId, now, periodi),
    };
  }

  /**
   * SaveLimiteGioco: a first limit or a decrease applies at once, a raise after the rule set's
   * delay; a first limit above the rule set's cap is refused naming the cap (400).
   */
  async save(
    userId: number,
    body: { tipo: TPlayLimitKind; tipoPeriodo: TLimitPeriod; valore: number },
  ): Promise<Outcome<{ limit: TLimiteGioco; raiseFrom: Date | null }>> {
    const now = this.deps.clock.now();
    const rules = await this.rg.ruleSet();
    const periodi = rules.set.limitPeriods.split(',').map((p) => p.trim()) as TLimitPeriod[];
    if (!periodi.includes(body.tipoPeriodo)) throw new HttpError(400, RG_TEXT.periodInvalid);
    const kind = STORED[body.tipo];
    const periodMinutes = PERIOD_DAYS[body.tipoPeriodo] * 24 * 60;
    if (kind === 'time' && body.valore > periodMinutes) throw new HttpError(400, PLAY_LIMIT_TEXT.minutesTooHigh(periodMinutes));
    const cap = (await this.caps(rules, userId, now, periodi))[body.tipo]?.[body.tipoPeriodo];
    return this.deps.db.transaction(async (tx) => {
      const user = await repo.lockPlayer(tx, userId);
      if (!user) return refuse(RG_CODES.NOT_FOUND, PLAY_LIMIT_TEXT.valueInvalid);
      const current = (await playRepo.playLimitsOf(tx, userId)).find((l) => l.kind === kind && l.periodo === body.tipoPeriodo);
      // A first limit — or any, while the first access is due (the rule set's switch: rows saved under
      // the old rules are held to the new caps, as the deposit limit is) — is held to the cap.
      if ((!current || user.firstAccessDue) && cap !== undefined && body.valore > cap)
        throw new HttpError(400, kind === 'spend' ? PLAY_LIMIT_TEXT.spendCap(euroLimit(cap)) : PLAY_LIMIT_TEXT.timeCap(cap));
      const plan = planLimitChange(current, body.valore, now, rules.set.increaseDelayHours);
      await playRepo.upsertPlayLimit(tx, { userId, kind, periodo: body.tipoPeriodo, ...plan, updatedAt: now });
      const row = { userId, kind, periodo: body.tipoPeriodo, numVoltePeriodo: 1, ...plan, createdAt: now, updatedAt: now };
      return { limit: await this.describe(tx, row, now), raiseFrom: plan.pendingFrom };
    });
  }
}
