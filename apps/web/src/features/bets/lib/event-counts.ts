/**
 * '1 vinto · 2 persi · 0 in attesa': a sport ticket's events by outcome, singular and plural as
 * Italian says them; the void ones ('1 annullato', an event not played) only when there are some.
 */
export function eventCountsText(ev: { Win: number; Lose: number; Pending: number; Void?: number }): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const counts = [n(ev.Win, 'vinto', 'vinti'), n(ev.Lose, 'perso', 'persi')];
  if (ev.Void) counts.push(n(ev.Void, 'annullato', 'annullati'));
  return [...counts, `${ev.Pending} in attesa`].join(' · ');
}
