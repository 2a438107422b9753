import { defineConfig } from 'vitest/config';

// Two projects: fast pure/unit tests, and API tests that build the Fastify app on a real database
// (a fresh PGlite by default, the PostgreSQL in TEST_DATABASE_URL when set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
