import { eq } from 'drizzle-orm';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { DEFAULT_CONTRACT_VERSION, FIRST_ACCESS_TEXT, type TPrimoAccessoData } from '@betsite/contract/play-limits';
import { PERIOD_DAYS } from '@betsite/domain/responsible-gaming';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../platform/errors.ts';
import { isRefusal } from '../../platform/outcome.ts';
import type { PlayLimitsService } from './play-limits.ts';
import type { ResponsibleGamingService } from './service.ts';

/** Site variable naming the contract version in force. */
export const CONTRACT_VERSION_VARIABLE = 'Contratto_Versione';
/**
 * Prefill when the rule set in force has no caps: the concession's daily figures (€ 200 top-up,
 * € 100 spending, 3 hours). The caps themselves, when the rule set has them, are `rg_limit_caps`.
 */
const CONCESSION_DAILY = { deposito: 20_000, spesa: 10_000, tempo: 180 };

type Deps = Pick<AppDeps, 'db' | 'clock' | 'site'>;

/**
 * The first access after the ADM concession of 12 November 2025: the player accepts the current
 * contract version and sets deposit, spending and time limits, in one step and one transaction.
 * Until then deposits and stakes are refused (`depositAllowance`, `playAllowance`).
 */
export class FirstAccessService {
  constructor(
    private readonly deps: Deps,
    private readonly rg: ResponsibleGamingService,
    private readonly play: PlayLimitsService,
  ) {}

  async contractVersion(): Promise<string> {
    return (await this.deps.site.variable(CONTRACT_VERSION_VARIABLE))?.trim() || DEFAULT_CONTRACT_VERSION;
  }

  async status(userId: number): Promise<TPrimoAccessoData> {
    const [u] = await this.deps.db.select({ due: users.firstAccessDue }).from(users).where(eq(users.id, userId));
    const deposit = await this.rg.limits(userId);
    const play = await this.play.limits(userId);
    const periodi = deposit.periodi;
    // A limit the player already has (set at registration, or since) is what the form offers to keep,
    // held to the cap (registration does not look at caps, and any limit saved here is a first one):
    // never a proposal above what they chose themselves nor above the cap. Else the cap, else the
    // concession's figure.
    const inForce = {
      deposito: new Map(deposit.limitazioni.map((l) => [l.tipoPeriodo, l.importo])),
      spesa: new Map(play.limiti.filter((l) => l.tipo === 'spesa').map((l) => [l.tipoPeriodo, l.valore])),
      tempo: new Map(play.limiti.filter((l) => l.tipo === 'tempo').map((l) => [l.tipoPeriodo, l.valore])),
    };
    const own = periodi.find((p) => inForce.deposito.has(p));
    const tipoPeriodo: TLimitPeriod = own ?? (periodi.includes('GG') ? 'GG' : (periodi[0] ?? 'WW'));
    const proposal = (kept: Map<TLimitPeriod, number>, caps: Partial<Record<TLimitPeriod, number>> | null, daily: number) =>
      Object.fromEntries(
        periodi.map((p) => {
          const own = kept.get(p);
          const cap = caps?.[p];
          return [p, own !== undefined && cap !== undefined ? Math.min(own, cap) : (own ?? cap ?? daily * PERIOD_DAYS[p])];
        }),
      ) as Partial<Record<TLimitPeriod, number>>;
    const proposte = {
      deposito: proposal(inForce.deposito, deposit.tettoPrimoLimite, CONCESSION_DAILY.deposito),
      spesa: proposal(inForce.spesa, play.tetti.spesa, CONCESSION_DAILY.spesa),
      tempo: proposal(inForce.tempo, play.tetti.tempo, CONCESSION_DAILY.tempo),
    };
    const days = PERIOD_DAYS[tipoPeriodo];
    return {
      dovuto: u?.due ?? false,
      versioneContratto: await this.contractVersion(),
      periodi,
      tipoPeriodo,
      deposito: proposte.deposito[tipoPeriodo] ?? CONCESSION_DAILY.deposito * days,
      spesa: proposte.spesa[tipoPeriodo] ?? CONCESSION_DAILY.spesa * days,
      tempo: proposte.tempo[tipoPeriodo] ?? CONCESSION_DAILY.tempo * days,
      proposte,
    };
  }

  /**
   * Accepts the version and saves the three limits, each for its own period, through the usual
   * services (the period offered by the rule set, the cap for that period, the raise delay); all or
   * nothing.
   */
  async complete(
    userId: number,
    body: {
      versioneContratto: string;
      tipoPeriodoDeposito: TLimitPeriod;
      tipoPeriodoSpesa: TLimitPeriod;
      tipoPeriodoTempo: TLimitPeriod;
      deposito: number;
      spesa: number;
      tempo: number;
    },
  ): Promise<void> {
    const version = await this.contractVersion();
    if (body.versioneContratto !== version) throw new HttpError(400, FIRST_ACCESS_TEXT.versionChanged);
    await this.deps.db.transaction(async (tx) => {
      // The limit services run on this transaction (their own transactions become savepoints).
      const rg = this.rg.inTransaction(tx);
      const play = this.play.inTransaction(tx);
      const saved = [
        await rg.saveLimit(userId, { importo: body.deposito, numVoltePeriodo: 1, tipoPeriodo: body.tipoPeriodoDeposito }),
        await play.save(userId, { tipo: 'spesa', tipoPeriodo: body.tipoPeriodoSpesa, valore: body.spesa }),
        await play.save(userId, { tipo: 'tempo', tipoPeriodo: body.tipoPeriodoTempo, valore: body.tempo }),
      ];
      for (const r of saved) if (isRefusal(r)) throw new HttpError(400, r.message);
      await tx.update(users).set({ firstAccessDue: false, contractVersion: version, termsAccepted: true, depositLimitSet: true }).where(eq(users.id, userId));
    });
  }
}
