import { defineConfig } from 'vitest/config';
import { RACE_SKIP_REASON, RACE_TAG, RaceReporter } from './scripts/race-reporter.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// `npm run test:api:pg` requires PostgreSQL: without it the concurrency tests would be skipped.
if (process.env.REQUIRE_POSTGRES && !onPostgres) throw new Error('REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not: run through scripts/with-postgres.sh');

// Two projects: fast pure/unit tests, and API tests that build the Fastify app on a real database
// (a fresh PGlite by default, the PostgreSQL in TEST_DATABASE_URL when set).
export default defineConfig({
  test: {
    reporters: ['default', new RaceReporter()],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // The database each file copies: migrated and seeded once per run.
          globalSetup: ['apps/server/src/test-snapshot.ts'],
          // Tests that only really race on PostgreSQL carry this tag: skipped on PGlite (the reporter
          // says why), required on PostgreSQL (scripts/race-reporter.ts).
          tags: [{ name: RACE_TAG, description: `Concurrency test. ${RACE_SKIP_REASON}.`, skip: !onPostgres }],
          // Generous: each file migrates and seeds a fresh database, slow on a busy CI machine.
          testTimeout: 60000,
          hookTimeout: 180000,
          // Two files at once, each on its own copy of the snapshot. A worker keeps the server's modules
          // from one file to the next (isolate: false): importing them again for each file took half the
          // project's time (≈ 2.6 s a file). Every file builds its own app on its own database, and no
          // server module keeps per-test state at module level; a test that fakes timers or globals puts
          // them back (afterEach). On two cores: PGlite ≈ 605 s one file at a time, ≈ 500 s two at a
          // time, ≈ 235 s two at a time without re-importing.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        // Several server processes behind HAProxy on PostgreSQL (docs/operations.md).
        test: {
          name: 'cluster',
          include: ['scripts/cluster.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 420000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'fault',
          include: ['scripts/fault.test.ts'],
          environment: 'node',
          testTimeout: 900000,
          hookTimeout: 420000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90000,
          hookTimeout: 90000,
          // A browser under a loaded CI takes seconds for what takes milliseconds on a quiet one (a page
          // hydrating once its scripts arrive): vitest's default of 1 s for expect.poll failed there.
          expect: { poll: { timeout: 10_000 } },
          // Two files at once, each against its own server (e2e/global-setup.ts): a browser test waits
          // on timers and the network much of its time, so two of them share two cores well.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
        },
      },
    ],
  },
});
