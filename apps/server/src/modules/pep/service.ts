import { PEP_OTHER_SOURCE, PEP_TEXT, type TPepInfoData } from '@betsite/contract/pep';
import type { AppDeps } from '../../deps.ts';
import * as repo from './repository.ts';
import { HttpError } from '../../platform/errors.ts';

type Lists = 'professione' | 'fasciaReddito' | 'origineFondi';

/** The PEP questionnaire: choices from the database, one declaration per player (the latest). */
export class PepService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {}

  private async options(): Promise<Record<Lists, { Id: number; Descrizione: string }[]>> {
    const rows = await repo.listOptions(this.deps.db);
    const of = (list: Lists) => rows.filter((r) => r.list === list).map((r) => ({ Id: r.id, Descrizione: r.descrizione }));
    return { professione: of('professione'), fasciaReddito: of('fasciaReddito'), origineFondi: of('origineFondi') };
  }

  /** EL_GetPepInfo: the lists Professioni, FasciaReddito, OrigineFondi. */
  async info(): Promise<TPepInfoData> {
    const o = await this.options();
    return { Professioni: o.professione, FasciaReddito: o.fasciaReddito, OrigineFondi: o.origineFondi };
  }

  /**
   * EL_SetPepInfo: every choice must be one of the lists (400 otherwise, nothing written); the
   * other-source text is kept only for 255. The declaration clears the status item 'richiede_pep'.
   */
  async submit(
    userId: number,
    body: { ragione: string; professione: number; fasciaReddito: number; origineFondi: number; origineFondiAltro?: string | null },
  ): Promise<void> {
    const o = await this.options();
    const known = (list: Lists, id: number) => o[list].some((c) => c.Id === id);
    if (!known('professione', body.professione) || !known('fasciaReddito', body.fasciaReddito) || !known('origineFondi', body.origineFondi))
      throw new HttpError(400, PEP_TEXT.choiceInvalid);
    const row = {
      userId,
      ragione: body.ragione,
      professione: body.professione,
      fasciaReddito: body.fasciaReddito,
      origineFondi: body.origineFondi,
      origineFondiAltro: body.origineFondi === PEP_OTHER_SOURCE ? (body.origineFondiAltro?.trim() ?? null) : null,
      submittedAt: this.deps.clock.now(),
    };
    await repo.saveDeclaration(this.deps.db, row);
  }
}
