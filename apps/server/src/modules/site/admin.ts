import { refuse, type Outcome } from '../../platform/outcome.ts';
import type { AuditedChanges, AuditSource } from '../backoffice/audit.ts';
import type { SiteSettings } from './service.ts';

/**
 * Back office: operators switch modules and set variables; unknown names are refused. The change and
 * its audit row commit together; the settings cache is emptied once committed.
 */
export class SiteAdminService {
  constructor(
    private readonly site: SiteSettings,
    private readonly audit: AuditedChanges,
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
