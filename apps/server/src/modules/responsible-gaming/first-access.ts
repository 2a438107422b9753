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
    const tipoPeriodo: TLimitPeriod = deposit.periodi.includes('GG') ? 'GG' : (deposit.periodi[0] ?? 'WW');
    const days = PERIOD_DAYS[tipoPeriodo];
    return {
      dovuto: u?.due ?? false,
      versioneContratto: await this.contractVersion(),
      tipoPeriodo,
      deposito: deposit.tettoPrimoLimite?.[tipoPeriodo] ?? CONCESSION_DAILY.deposito * days,
      spesa: play.tetti.spesa?.[tipoPeriodo] ?? CONCESSION_DAILY.spesa * days,
      tempo: play.tetti.tempo?.[tipoPeriodo] ?? CONCESSION_DAILY.tempo * days,
    };
  }

  /** Accepts the version and saves the three limits (the usual rules: caps, raise delay); all or nothing. */
  async complete(
    userId: number,
    body: { versioneContratto: string; tipoPeriodo: TLimitPeriod; deposito: number; spesa: number; tempo: number },
  ): Promise<void> {
    const version = await this.contractVersion();
    if (body.versioneContratto !== version) throw new HttpError(400, FIRST_ACCESS_TEXT.versionChanged);
    await this.deps.db.transaction(async (tx) => {
      // The limit services run on this transaction (their own transactions become savepoints).
      const rg = this.rg.inTransaction(tx);
      const play = this.play.inTransaction(tx);
      const saved = [
        await rg.saveLimit(userId, { importo: body.deposito, numVoltePeriodo: 1, tipoPeriodo: body.tipoPeriodo }),
        await play.save(userId, { tipo: 'spesa', tipoPeriodo: body.tipoPeriodo, valore: body.spesa }),
        await play.save(userId, { tipo: 'tempo', tipoPeriodo: body.tipoPeriodo, valore: body.tempo }),
      ];
      for (const r of saved) if (isRefusal(r)) throw new HttpError(400, r.message);
      await tx.update(users).set({ firstAccessDue: false, contractVersion: version, termsAccepted: true, depositLimitSet: true }).where(eq(users.id, userId));
    });
  }
}
