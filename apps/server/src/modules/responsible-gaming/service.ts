import {
  RG_CODES,
  type TEsclusioneAttiva,
  type TLimitazione,
  type TLimitazioniData,
  type TLimitPeriod,
  type TTipiAutoesclusioneData,
  type TTipoAutoesclusione,
} from '@betsite/contract/responsible-gaming';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import {
  ageOn,
  capFor,
  exclusionPeriod,
  limitInForce,
  limitLeft,
  planLimitChange,
  windowStart,
  type ExclusionType,
  type LimitPeriod,
} from '@betsite/domain/responsible-gaming';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import * as repo from './repository.ts';

/** Site variable naming the rule set in force; the specification's set when unset or unknown. */
export const RULE_SET_VARIABLE = 'ResponsibleGaming_RuleSet';
export const DEFAULT_RULE_SET = 'spec';

const euro = euroLimit;

const toExclusion = (e: repo.ExclusionRow): TEsclusioneAttiva => ({
  tipo: e.kind as TEsclusioneAttiva['tipo'],
  prodotto: e.product,
  dal: e.startsAt.toISOString(),
  al: e.endsAt?.toISOString() ?? null,
  revocabileDal: e.revocableFrom?.toISOString() ?? null,
});

/** Deposit limits and self-exclusion (document 2 §2, §4, §7, §9); the rules are rule-set data. */
export class ResponsibleGamingService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site'>) {}

  /** The same service on `tx` (a caller's transaction: its own transactions become savepoints). */
  inTransaction(tx: DbOrTx): ResponsibleGamingService {
    return new ResponsibleGamingService({ ...this.deps, db: tx as unknown as AppDeps['db'] });
  }

  private get db() {
    return this.deps.db;
  }

  /** The rule set in force (site variable `ResponsibleGaming_RuleSet`). */
  async ruleSet(): Promise<repo.RuleSet> {
    // Through this service's database: the step's transaction when it runs in one (first access).
    const code = (await this.deps.site.variable(RULE_SET_VARIABLE, this.db))?.trim() || DEFAULT_RULE_SET;
    const set = (await repo.loadRuleSet(this.db, code)) ?? (await repo.loadRuleSet(this.db, DEFAULT_RULE_SET));
    if (!set) throw new Error(`responsible gaming: rule set ${code} missing`);
    return set;
  }

  private periodsOf(rules: repo.RuleSet): TLimitPeriod[] {
    return rules.set.limitPeriods.split(',').map((p) => p.trim()) as TLimitPeriod[];
  }

  private async describe(db: DbOrTx, userId: number, l: repo.LimitRow, now: Date): Promise<TLimitazione> {
    const inForce = limitInForce(l, now);
    const used = await repo.depositedSince(db, userId, windowStart(l.periodo as LimitPeriod, now));
    const waiting = l.pendingImporto !== null && l.pendingFrom !== null && l.pendingFrom > now;
    return {
      periodo: l.periodo as TLimitPeriod,
      tipoPeriodo: l.periodo as TLimitPeriod,
      importo: inForce,
      numVoltePeriodo: l.numVoltePeriodo,
      importoInAttesa: waiting ? l.pendingImporto : null,
      attivoDal: waiting ? l.pendingFrom!.toISOString() : null,
      utilizzato: used,
      disponibile: limitLeft(inForce, used),
    };
  }

  private async caps(rules: repo.RuleSet, userId: number, now: Date): Promise<Partial<Record<TLimitPeriod, number>> | null> {
    const deposit = rules.caps.filter((c) => c.kind === 'deposit');
    if (deposit.length === 0) return null;
    const age = ageOn(await repo.birthDateOf(this.db, userId), now);
    const out: Partial<Record<TLimitPeriod, number>> = {};
    for (const p of this.periodsOf(rules)) {
      const cap = capFor(deposit, p, age);
      if (cap !== null) out[p] = cap;
    }
    return out;
  }

  /** EL_GetLimitazioniDeposito: limits in force, raises waiting, what the window has left. */
  async limits(userId: number): Promise<TLimitazioniData> {
    const now = this.deps.clock.now();
    const rules = await this.ruleSet();
    const rows = await repo.limitsOf(this.db, userId);
    const order = ['GG', 'WW', 'MM'];
    rows.sort((a, b) => order.indexOf(a.periodo) - order.indexOf(b.periodo));
    return {
      limitazioni: await Promise.all(rows.map((l) => this.describe(this.db, userId, l, now))),
      periodi: this.periodsOf(rules),
      ritardoAumentoOre: rules.set.increaseDelayHours,
      tettoPrimoLimite: await this.caps(rules, userId, now),
    };
  }

  /**
   * SaveLimitazione: a first limit or a decrease applies at once, a raise after the rule set's
   * delay (shown as pending). A first limit above the rule set's cap is refused (400); while the
   * first access is due every limit saved is a first limit, whatever row registration wrote. Saving
   * ends the -6443 login notice. The value is the saved limit and, for a raise, when it applies.
   */
  async saveLimit(
    userId: number,
    body: { importo: number; numVoltePeriodo: number; tipoPeriodo: TLimitPeriod },
  ): Promise<Outcome<{ limit: TLimitazione; raiseFrom: Date | null }>> {
    const now = this.deps.clock.now();
    const rules = await this.ruleSet();
    if (!this.periodsOf(rules).includes(body.tipoPeriodo)) throw new HttpError(400, RG_TEXT.periodInvalid);
    const caps = await this.caps(rules, userId, now);
    return this.db.transaction(async (tx) => {
      const user = await repo.lockPlayer(tx, userId);
      if (!user) return refuse(RG_CODES.NOT_FOUND, RG_TEXT.amountInvalid);
      const current = (await repo.limitsOf(tx, userId)).find((l) => l.periodo === body.tipoPeriodo);
      const cap = caps?.[body.tipoPeriodo];
      const first = !current || user.firstAccessDue;
      if (first && cap !== undefined && body.importo > cap) throw new HttpError(400, RG_TEXT.firstLimitCap(euro(cap)));
      const plan = planLimitChange(current, body.importo, now, rules.set.increaseDelayHours);
      await repo.upsertLimit(tx, { userId, periodo: body.tipoPeriodo, numVoltePeriodo: body.numVoltePeriodo, ...plan, updatedAt: now });
      await repo.setDepositLimitSet(tx, userId);
      const limit = await this.describe(
        tx,
        userId,
        { userId, periodo: body.tipoPeriodo, numVoltePeriodo: body.numVoltePeriodo, ...plan, createdAt: now, updatedAt: now },
        now,
      );
      return { limit, raiseFrom: plan.pendingFrom };
    });
  }

  /** GetTipiAutoesclusioneTrasversale: the rule set's choices and the player's exclusions in force. */
  async exclusionTypes(userId: number): Promise<TTipiAutoesclusioneData> {
    const now = this.deps.clock.now();
    await repo.releaseEndedExclusions(this.db, userId, now);
    const rules = await this.ruleSet();
    const tipi: TTipoAutoesclusione[] = rules.types.map((t) => ({
      id: t.code,
      descrizione: t.descrizione,
      tipo: t.kind as TTipoAutoesclusione['tipo'],
      giorniMin: t.minDays,
      giorniMax: t.maxDays,
      prodotto: t.product,
    }));
    return { tipi, attive: (await repo.activeExclusions(this.db, userId, now)).map(toExclusion) };
  }

  /**
   * SaveEsclusione: irreversible. An exclusion of every product blocks deposits (and, through
   * `guard.ts`, play and bonuses) and moves a validated account to 7 (temporary) or 8
   * (permanent); withdrawals stay possible. A stricter exclusion may follow a milder one.
   */
  async saveExclusion(userId: number, body: { tipoTrasversale: number; termine?: string | null; note?: string | null }): Promise<Outcome<TEsclusioneAttiva>> {
    const now = this.deps.clock.now();
    await repo.releaseEndedExclusions(this.db, userId, now);
    const rules = await this.ruleSet();
    const type = rules.types.find((t) => t.code === body.tipoTrasversale);
    if (!type) throw new HttpError(400, RG_TEXT.typeInvalid);
    const period = exclusionPeriod(type as ExclusionType & typeof type, body.termine, now);
    if (!period.ok)
      throw new HttpError(
        400,
        period.reason === 'termine-required' ? RG_TEXT.termineRequired : RG_TEXT.termineInvalid(type.minDays, type.maxDays ?? type.minDays),
      );
    return this.db.transaction(async (tx) => {
      const user = await repo.lockPlayer(tx, userId);
      if (!user) return refuse(RG_CODES.NOT_FOUND, RG_TEXT.typeInvalid);
      const active = await repo.activeExclusions(tx, userId, now);
      const covering = active.filter((e) => e.product === 'all' || e.product === type.product);
      const ends = (d: Date | null) => d?.getTime() ?? Infinity;
      if (covering.some((e) => ends(e.endsAt) >= ends(period.endsAt))) return refuse(RG_CODES.ALREADY_EXCLUDED, RG_TEXT.alreadyExcluded);
      const earlierAll = active.find((e) => e.product === 'all');
      const row = await repo.insertExclusion(tx, {
        userId,
        typeId: type.id,
        kind: type.kind,
        product: type.product,
        startsAt: now,
        endsAt: period.endsAt,
        revocableFrom: period.revocableFrom,
        note: body.note?.trim() ?? '',
        previousStato: earlierAll?.previousStato ?? user.statoConto,
        createdAt: now,
      });
      const excludedState = type.kind === 'permanent' ? ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT : ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY;
      // Only a validated (or already self-excluded) account shows the self-exclusion state: a
      // provisional one keeps its state (documents still due) and is blocked by the exclusion row.
      const shows: number[] = [ACCOUNT_STATE.VALIDATED, ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY];
      if (type.product === 'all' && shows.includes(user.statoConto)) await repo.setStatoConto(tx, userId, excludedState);
      return toExclusion(row);
    });
  }
}
