import { mobileIssue, REG_CODES } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { normaliseMobile, trimItalianPrefix } from '@betsite/domain/registration-rules';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { fieldError } from '../../platform/errors.ts';
import { lockedRefusal } from './lock.ts';
import * as repo from './repository.ts';

/** PreRegistration and GetPreRegistration: a short form kept for the wizard's prefill (module PreRegistration). */
export class PreRegistrationService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'site' | 'clock'>) {}

  async preRegister(b: { FirstName: string; LastName: string; Email: string; Mobile: string }): Promise<Outcome<number>> {
    const locked = await lockedRefusal(this.deps);
    if (locked) return locked;
    if (!(await this.deps.site.module('PreRegistration'))) return refuse(REG_CODES.LOCKED, REG_TEXT.locked);
    const issue = mobileIssue(b.Mobile, await this.deps.site.variable('Mobile_CustomPattern'));
    if (issue) throw fieldError('Mobile', issue);
    const id = await repo.insertPreRegistration(this.deps.db, {
      nome: b.FirstName,
      cognome: b.LastName,
      email: b.Email.trim(),
      cellulare: normaliseMobile(b.Mobile),
    });
    return id;
  }

  /** Pre-filled data by id; the mobile loses its 0039/+39 (the form puts +39 back). */
  async preRegistration(id: number): Promise<Outcome<{ nome: string; cognome: string; email: string; cellulare: string }>> {
    // The call belongs to its module: off, it answers like an unknown id (nothing to probe).
    if (!(await this.deps.site.module('PreRegistration'))) return refuse(REG_CODES.NOT_FOUND, REG_TEXT.prefillFailed);
    const row = await repo.findPreRegistration(this.deps.db, id);
    if (!row) return refuse(REG_CODES.NOT_FOUND, REG_TEXT.prefillFailed);
    return { nome: row.nome, cognome: row.cognome, email: row.email, cellulare: trimItalianPrefix(row.cellulare) };
  }
}
