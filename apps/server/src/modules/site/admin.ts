import { refuse, type Outcome } from '../../platform/outcome.ts';
import type { AuditedChanges, AuditSource } from '../backoffice/audit.ts';
import type { TSiteVariable } from '@betsite/contract/site';
import type { SiteSettings } from './service.ts';
import { fieldError } from '../../platform/errors.ts';
import { betLimits } from '@betsite/domain/sportsbook';
import { siteVariableIssue, stakeRangeIssue } from './variable-values.ts';

/**
 * Back office: operators switch modules and set variables; unknown names are refused, and so is a
 * value its variable cannot hold (variable-values.ts: a 400 on the field, nothing changed). The change and
 * its audit row commit together; the settings cache is emptied once committed.
 */
export class SiteAdminService {
  constructor(
    private readonly site: SiteSettings,
    private readonly audit: AuditedChanges,
    /** Whether a responsible-gaming rule set of that code exists (ResponsibleGaming_RuleSet names one). */
    private readonly ruleSetExists: (code: string) => Promise<boolean>,
  ) {}

  async setModule(by: AuditSource, name: string, enabled: boolean): Promise<Outcome<null>> {
    if (!(await this.site.hasModule(name))) return refuse(-1, `Modulo sconosciuto: ${name}`);
    const before = await this.site.moduleNamed(name);
    await this.audit.run(
      by,
      (tx) => this.site.setModule(name, enabled, tx),
      () => ({ action: 'site.module', target: `module:${name}`, before: { enabled: before }, after: { enabled } }),
    );
    this.site.invalidate();
    return null;
  }

  async setVariable(by: AuditSource, name: string, value: string): Promise<Outcome<null>> {
    if (!(await this.site.hasVariable(name))) return refuse(-1, `Variabile sconosciuta: ${name}`);
    const issue = siteVariableIssue(name, value) ?? stakeRangeIssue(name, value, betLimits((await this.site.config()).variables));
    if (issue) throw fieldError('value', issue);
    // An unknown rule set was silently read as the default one: the operator believed the site ran
    // under rules it did not (docs/responsible-gaming.md, "Switching"). Empty = the default.
    if (name === ('ResponsibleGaming_RuleSet' satisfies TSiteVariable) && value.trim() && !(await this.ruleSetExists(value.trim())))
      throw fieldError('value', `Valore non valido: nessun insieme di regole del gioco responsabile si chiama «${value.trim()}»`);
    const before = (await this.site.config()).variables[name] ?? null;
    await this.audit.run(
      by,
      (tx) => this.site.setVariable(name, value, tx),
      () => ({ action: 'site.variable', target: `variable:${name}`, before: { value: before }, after: { value } }),
    );
    this.site.invalidate();
    return null;
  }
}
