import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const module = path.join(import.meta.dirname, 'fault-points.ts');

/** Runs faultPoint in a child process (it kills itself, which must not take the test runner with it). */
function passPoint(settings: { FAULT_POINTS?: string; FAULT_POINTS_FIRST_DIR?: string }) {
  const script = `import { faultPoint } from ${JSON.stringify(module)};
faultPoint(${JSON.stringify(settings)}, 'payout.during-call');
process.stdout.write('survived');`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('fault points (the fault test crash points)', () => {
  it('a point set at probability ~0 is passed, and no point set means nothing happens', () => {
    expect(passPoint({ FAULT_POINTS: 'payout.during-call:0.0000001' }).stdout).toBe('survived');
    expect(passPoint({}).stdout).toBe('survived');
  });

  it("the run's first pass through a point always crashes, once: the next process sharing the directory goes on", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fault-first-'));
    const settings = { FAULT_POINTS: 'payout.during-call:0.0000001', FAULT_POINTS_FIRST_DIR: dir };
    const first = passPoint(settings);
    expect(first.signal).toBe('SIGKILL');
    expect(first.stderr).toContain('FAULT POINT payout.during-call\n');
    expect(first.stdout).toBe('');
    const second = passPoint(settings);
    expect(second.signal).toBeNull();
    expect(second.stdout).toBe('survived');
  });

  it('a point not in the list never crashes, even as the first pass', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fault-first-'));
    expect(passPoint({ FAULT_POINTS: 'payout.before-call:1', FAULT_POINTS_FIRST_DIR: dir }).stdout).toBe('survived');
  });
});
