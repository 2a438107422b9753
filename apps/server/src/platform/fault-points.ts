import { writeSync } from 'node:fs';

/**
 * Crash points for the fault test (scripts/fault.test.ts): `FAULT_POINTS="payout.before-call:0.2,…"`
 * makes the process kill itself with SIGKILL at that point with that probability, so every step of a
 * payout is interrupted many times in one run. Production refuses to start with it set (config.ts).
 */
const parsed = new Map<string, Map<string, number>>();

function pointsOf(spec: string): Map<string, number> {
  let points = parsed.get(spec);
  if (!points) {
    points = new Map(
      spec
        .split(',')
        .map((p) => p.trim().split(':'))
        .filter(([name, p]) => name && Number(p) > 0)
        .map(([name, p]) => [name!, Number(p)]),
    );
    parsed.set(spec, points);
  }
  return points;
}

/** Whether `name` is a configured crash point (callers use it to add the small wait a "during" point needs). */
export const faultPointSet = (spec: string | undefined, name: string) => Boolean(spec && pointsOf(spec).has(name));

/** Dies here, like a `kill -9`, when the point is configured and the dice say so. */
export function faultPoint(spec: string | undefined, name: string): void {
  if (!spec) return;
  const p = pointsOf(spec).get(name);
  if (!p || Math.random() >= p) return;
  // Said on stderr first (synchronously), so the test can count which points were hit.
  writeSync(2, `FAULT POINT ${name}\n`);
  process.kill(process.pid, 'SIGKILL');
}
