import { paths } from '../../lib/paths.ts';

export interface MenuEntry {
  label: string;
  to: string;
  /** False when the entry's page is not built yet: it is shown as text, never as a dead link. */
  available?: boolean;
  /** Site module that must be on for the entry to show. */
  module?: string;
}
export interface MenuGroup {
  title: string;
  entries: MenuEntry[];
  /** Shown only when the VIP site variable is true. */
  vipOnly?: boolean;
}

/** The account home menu groups (document 2 §2). */
export const ACCOUNT_MENU: MenuGroup[] = [
  {
    title: 'Ricariche e Prelievi',
    entries: [
      { label: 'Ricarica', to: paths.ricarica },
      { label: 'Prelievo', to: paths.prelievo },
      { label: 'Lista Prelievi', to: paths.elencoPrelievi },
    ],
  },
  {
    title: 'Dati Utente',
    entries: [
      { label: 'Modifica Anagrafica', to: paths.editAnagrafica },
      { label: 'Gioco Consapevole', to: paths.giocoConsapevole },
      { label: 'Autoesclusione', to: paths.giocoConsapevole },
      { label: 'Cambio Password', to: paths.editPassword },
      { label: 'Stato conto', to: paths.status },
    ],
  },
  {
    title: 'Movimenti conto',
    entries: [
      { label: 'Estratto Conto', to: paths.estrattoConto },
      { label: 'Lista Giocate', to: paths.elencoGiocate },
      { label: 'Notifiche', to: paths.notifiche },
    ],
  },
  {
    title: 'Promozioni',
    entries: [
      { label: 'Promozioni e Bonus', to: paths.promozioniBonus },
      { label: 'Classifiche Ranking', to: paths.ranking, module: 'V3_ClassificheRanking_Enabled' },
    ],
  },
  {
    title: 'VIP Club',
    vipOnly: true,
    entries: [
      { label: 'VIP Club', to: paths.vipProgram, module: 'VIP2_Enabled' },
      { label: 'VIP Sport', to: paths.vip, module: 'VipProfiles' },
      { label: 'Comp Point', to: paths.compPoint },
    ],
  },
];

/**
 * With withdrawal-only mode (ConsentiSoloPrelievo) the menu keeps only Prelievo and Modifica
 * Anagrafica. `hasPage` tells which entries lead to a built page (the router's own table).
 */
export function visibleMenu(opts: { modules: Record<string, boolean>; vipEnabled: boolean; hasPage?: (path: string) => boolean }): MenuGroup[] {
  const mark = (groups: MenuGroup[]) =>
    groups.map((g) => ({ ...g, entries: g.entries.map((e) => ({ ...e, available: opts.hasPage ? opts.hasPage(e.to) : true })) }));
  if (opts.modules.ConsentiSoloPrelievo) {
    return mark([
      { title: 'Ricariche e Prelievi', entries: [{ label: 'Prelievo', to: paths.prelievo }] },
      { title: 'Dati Utente', entries: [{ label: 'Modifica Anagrafica', to: paths.editAnagrafica }] },
    ]);
  }
  return mark(
    ACCOUNT_MENU.filter((g) => !g.vipOnly || opts.vipEnabled)
      .map((g) => ({ ...g, entries: g.entries.filter((e) => !e.module || opts.modules[e.module]) }))
      .filter((g) => g.entries.length > 0),
  );
}
