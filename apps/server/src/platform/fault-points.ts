import { openSync, closeSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Crash points for the fault test (scripts/fault.test.ts): `FAULT_POINTS="payout.before-call:0.2,…"`
 * makes the process kill itself with SIGKILL at that point with that probability, so every step of a
 * payout is interrupted many times in one run. Production refuses to start with it set (config.ts).
 *
 * With `FAULT_POINTS_FIRST_DIR` set, the first pass through each point by any process sharing that
 * directory always dies. Dice alone left a point unhit now and then (a run with few payouts), and a
 * point never hit proves nothing; the claim file makes every point's crash certain, once, per run.
 */
export interface FaultSettings {
  FAULT_POINTS?: string | undefined;
  FAULT_POINTS_FIRST_DIR?: string | undefined;
}

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
export const faultPointSet = (f: FaultSettings, name: string) => Boolean(f.FAULT_POINTS && pointsOf(f.FAULT_POINTS).has(name));

/** True for the one process that first claims `name` in the shared directory ('wx' is atomic across processes). */
function firstInRun(dir: string | undefined, name: string): boolean {
  if (!dir) return false;
  try {
    closeSync(openSync(path.join(dir, `first-${name}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Dies here, like a `kill -9`, when the point is configured and it is the run's first pass or the dice say so. */
export function faultPoint(f: FaultSettings, name: string): void {
  if (!f.FAULT_POINTS) return;
  const p = pointsOf(f.FAULT_POINTS).get(name);
  if (!p) return;
  if (!firstInRun(f.FAULT_POINTS_FIRST_DIR, name) && Math.random() >= p) return;
  // Said on stderr first (synchronously), so the test can count which points were hit.
  writeSync(2, `FAULT POINT ${name}\n`);
  process.kill(process.pid, 'SIGKILL');
}
