import type { Reporter, TestModule } from 'vitest/node';

/**
 * The concurrency tests (tag `postgres-race`, vitest.config.ts) race for real only on PostgreSQL:
 * PGlite has one connection, so their parallel requests run one after the other. On PGlite they
 * are skipped and this reporter says why; on a run that requires PostgreSQL (`REQUIRE_POSTGRES=1`,
 * set by `npm run test:api:pg`) a skipped race test fails the run.
 */
export const RACE_TAG = 'postgres-race';
export const RACE_SKIP_REASON = 'PGlite has one connection, so nothing races: they run on PostgreSQL (npm run test:api:pg, part of npm test)';

export class RaceReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const races = testModules.flatMap((m) => [...m.children.allTests()]).filter((t) => t.tags.includes(RACE_TAG));
    const skipped = races.filter((t) => t.result().state === 'skipped');
    if (!skipped.length) return;
    if (process.env.REQUIRE_POSTGRES) {
      console.error(`\n✗ ${skipped.length} concurrency test(s) skipped on a run that requires PostgreSQL:`);
      for (const t of skipped) console.error(`  - ${t.module.moduleId}: ${t.fullName}`);
      process.exitCode = 1;
      throw new Error(`${skipped.length} ${RACE_TAG} test(s) skipped: on PostgreSQL they are required`);
    }
    console.log(`\n↓ ${skipped.length} concurrency test(s) skipped (tag ${RACE_TAG}): ${RACE_SKIP_REASON}.`);
  }
}
