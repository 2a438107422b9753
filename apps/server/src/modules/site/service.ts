import type { DbOrTx } from '../wallet/ledger.ts';
import { SITE_VARIABLES, type TIdleTimings, type TSiteConfig, type TSiteModule, type TSiteVariable } from '@betsite/contract/site';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import type { Clock } from '../../platform/clock.ts';
import { VersionedCache } from '../../platform/versioned-cache.ts';

interface Settings {
  modules: Map<string, boolean>;
  variables: Map<string, string>;
  /** The same, as `GetSiteConfig` answers it: built once per load, not on every deposit's gate. Frozen, as callers share it. */
  config: Readonly<TSiteConfig>;
}

/**
 * Site modules and variables live in the database; reads are cached briefly per process. Names come
 * from clients, so they are looked up in Maps: 'constructor' or '__proto__' is just an unknown name.
 */
export class SiteSettings {
  /** One entry: every module and variable, read together; kept 5 s, so another process's edit shows within 5 s. */
  private readonly cache: VersionedCache<'all', Settings>;

  constructor(
    private readonly db: Db,
    private readonly idle: TIdleTimings,
    clock: Clock,
  ) {
    this.cache = new VersionedCache(clock, 5_000, 1);
  }

  private async read(db: DbOrTx): Promise<Settings> {
    const { modules: mods, variables: vars } = await repo.loadSettings(db);
    const modules = new Map(mods.map((m) => [m.name, m.enabled]));
    const variables = new Map(vars.map((v) => [v.name, v.value]));
    const config = Object.freeze({
      modules: Object.freeze(Object.fromEntries(modules)),
      variables: Object.freeze(Object.fromEntries(variables)),
      idle: this.idle,
    });
    return { modules, variables, config };
  }

  /**
   * `db`: the caller's transaction, when it reads inside one. Expired or not yet read, the settings
   * are then read through that transaction, and not kept: through the pool, the read would wait for
   * a connection the transaction holds (PGlite has one; a full pool the same) while the transaction
   * waits for the read.
   */
  private load(db?: DbOrTx): Promise<Settings> {
    if (db && db !== this.db) return Promise.resolve(this.cache.peek('all') ?? this.read(db));
    return this.cache.get('all', () => this.read(this.db));
  }

  invalidate(): void {
    this.cache.invalidate('all');
  }

  async module(name: TSiteModule): Promise<boolean> {
    return this.moduleNamed(name);
  }

  /** A module by a name a client sent (GetSiteModule, the back office): an unknown name is off. */
  async moduleNamed(name: string): Promise<boolean> {
    return (await this.load()).modules.get(name) ?? false;
  }

  /** `db`: the caller's transaction, when read inside one (see `load`). */
  async variable(name: TSiteVariable, db?: DbOrTx): Promise<string | undefined> {
    return (await this.load(db)).variables.get(name);
  }

  /** A variable by a name a client sent: an unknown name has no value. */
  async variableNamed(name: string): Promise<string | undefined> {
    return (await this.load()).variables.get(name);
  }

  async numberVariable(name: TSiteVariable, fallback: number): Promise<number> {
    const v = Number(await this.variable(name));
    return Number.isFinite(v) ? v : fallback;
  }

  async config(): Promise<Readonly<TSiteConfig>> {
    return (await this.load()).config;
  }

  /** `db`: the caller's transaction, when the change must commit with something else (its audit row). */
  async setModule(name: string, enabled: boolean, db: DbOrTx = this.db): Promise<void> {
    await repo.upsertModule(db, name, enabled);
    this.invalidate();
  }

  async setVariable(name: string, value: string, db: DbOrTx = this.db): Promise<void> {
    await repo.upsertVariable(db, name, value);
    this.invalidate();
  }

  /** Whether a module / variable of that name exists (operators may only change known ones). */
  async hasModule(name: string): Promise<boolean> {
    return (await this.load()).modules.has(name);
  }

  /** A variable an operator may set: stored already, or one of the known names left unset (e.g. Affiliate_Email). */
  async hasVariable(name: string): Promise<boolean> {
    return (SITE_VARIABLES as readonly string[]).includes(name) || (await this.load()).variables.has(name);
  }
}
