import { formatTwoDecimals } from '../../../lib/format.ts';

/** Odds in hundredths as a ticket prints them: 1,85. */
export const odds = (q: number) => formatTwoDecimals(q / 100);

/**
 * A line's odds, and the odds it was paid at when they differ (document 3: Quota_pag): a void line,
 * an event not played, is paid at 1,00, and the player sees why the win is smaller.
 */
export function LineOdds({ line }: { line: { Quota: number; Quota_pag: number } }) {
  // One box: on a phone the cell is a label/value row, and the two figures stay one value.
  return (
    <span className="bets-lines__odds">
      {odds(line.Quota)}
      {line.Quota_pag !== line.Quota && (
        <>
          {' '}
          <span className="bets-lines__paid">pagata {odds(line.Quota_pag)}</span>
        </>
      )}
    </span>
  );
}
