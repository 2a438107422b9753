import { MESSAGE_TEMPLATE } from '@betsite/contract/server-message-rules';
import type { TServerMessage } from '@betsite/contract/server-messages';

/** The locally kept view record of one message (client settings 'ServerMessages': Id, ViewCount, InsDate). */
export interface MessageView {
  Id: number;
  ViewCount: number;
  InsDate: string;
}

/** A message tied to a page shows only there (path without query or fragment). */
export const onPage = (m: TServerMessage, pathname: string) => !m.SpecificPage || m.SpecificPage === pathname;

/** Under its view cap (0 = none) and not yet shown in this browser session. */
export function canShow(m: TServerMessage, views: readonly MessageView[], shownThisSession: ReadonlySet<number>): boolean {
  if (shownThisSession.has(m.Id)) return false;
  const seen = views.find((v) => v.Id === m.Id)?.ViewCount ?? 0;
  return m.MaxVisualization_Number <= 0 || seen < m.MaxVisualization_Number;
}

/** The popup and the bottom banner to show now: the first eligible message of each template. */
export function pick(list: readonly TServerMessage[], pathname: string, views: readonly MessageView[], shown: ReadonlySet<number>) {
  const ok = list.filter((m) => onPage(m, pathname) && canShow(m, views, shown));
  return {
    popup: ok.find((m) => m.TemplateId === MESSAGE_TEMPLATE.Popup) ?? null,
    banner: ok.find((m) => m.TemplateId === MESSAGE_TEMPLATE.Bottom) ?? null,
  };
}

/** One more view: ViewCount + 1, InsDate of the first view kept. */
export function countView(views: readonly MessageView[], id: number, now: Date): MessageView[] {
  const cur = views.find((v) => v.Id === id);
  const next = cur ? { ...cur, ViewCount: cur.ViewCount + 1 } : { Id: id, ViewCount: 1, InsDate: now.toISOString() };
  return [...views.filter((v) => v.Id !== id), next];
}
