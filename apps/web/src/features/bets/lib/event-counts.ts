/** '1 vinto · 2 persi · 0 in attesa': a sport ticket's events by outcome, singular and plural as Italian says them. */
export function eventCountsText(ev: { Win: number; Lose: number; Pending: number }): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [n(ev.Win, 'vinto', 'vinti'), n(ev.Lose, 'perso', 'persi'), `${ev.Pending} in attesa`].join(' · ');
}
