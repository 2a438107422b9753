import type { z } from 'zod';
import type { ZAffiliateRequest } from '@betsite/contract/affiliate';
import type { AppDeps } from '../../deps.ts';
import * as repo from './repository.ts';

type AffiliateRequest = z.infer<typeof ZAffiliateRequest>;

/** The most applications an operator's list shows at once. */
const LIST_LIMIT = 500;

const yesNo = (flag: string | undefined) => (flag === '1' ? 'sì' : 'no');

/** The e-mail an operator receives for one application (plain text, every field labelled). */
export function applicationMail(id: number, b: AffiliateRequest): { subject: string; body: string } {
  const lines = [
    `Richiesta n. ${id}`,
    `Nome: ${b.fname}`,
    `Ragione sociale: ${b.rsociale}`,
    `Già cliente: ${b.iscliente === '1' ? `sì (${b.userid ?? '-'})` : 'no'}`,
    `Cellulare: ${b.cellulare}`,
    `Email: ${b.email}`,
    `Provincia: ${b.provincia}`,
    `Anni nel settore: ${b.annisettore}`,
    `Fatturato settimanale previsto: ${b.fatturato ?? '-'}`,
    `Attività commerciale: ${yesNo(b.iscommerciale)}`,
    `Social: ${b.social ?? '-'}`,
    `Note: ${b.infos ?? '-'}`,
  ];
  return { subject: `Nuova richiesta di affiliazione: ${b.rsociale}`, body: lines.join('\n') };
}

/**
 * Affiliate applications (document 2 §7): stored for operators and announced by e-mail to the
 * site's affiliate (or support) address. `umail` is stored but never used as a recipient, so the
 * public form cannot relay mail to anyone.
 */
export class AffiliateService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'site' | 'outbox'>) {}

  async apply(body: AffiliateRequest, ip: string): Promise<{ id: number }> {
    const to = (await this.deps.site.variable('Affiliate_Email')) || (await this.deps.site.variable('SupportEmail'));
    // The application and its mail in one transaction: when the mail cannot be recorded the answer is
    // an error and no row stays behind, so the applicant's retry stores one application, not two.
    const id = await this.deps.db.transaction(async (tx) => {
      const id = await repo.insertApplication(tx, { ...body, ip });
      if (to) await this.deps.outbox.send({ channel: 'email', recipient: to, ...applicationMail(id, body), meta: { purpose: 'affiliate', id } }, tx);
      return id;
    });
    // Recorded in the transaction, so delivered only now that it has committed.
    if (to) void this.deps.outbox.deliverSoon();
    return { id };
  }

  /** The operators' list; the applicant's address stays out of it. */
  async list() {
    const rows = await repo.listApplications(this.deps.db, LIST_LIMIT);
    return rows.map(({ ip: _ip, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() }));
  }
}
