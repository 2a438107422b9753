import { ROUND_STAKES } from '@betsite/contract/games-rules';
import { formatCents } from '../../../lib/format.ts';

/**
 * The 'Puntata' field of a game's controls: a labelled select of the round stakes, in euros; answers
 * with the stake in cents. The id is the caller's, one a game, so the label stays tied to its select.
 */
export function StakeSelect({ id, value, onChange, disabled }: { id: string; value: number; onChange: (cents: number) => void; disabled: boolean }) {
  return (
    <div className="field">
      <label htmlFor={id}>Puntata</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled}>
        {ROUND_STAKES.map((c) => (
          <option key={c} value={c}>
            {formatCents(c)}
          </option>
        ))}
      </select>
    </div>
  );
}
