import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

// Issue 37: the web's files that still call the server with the low-level `api()` or `fetch`, not yet
// through a call definition (each is moved off this list with its feature). The streams (SSE) read
// with fetch on purpose.
const NOT_MIGRATED = [
  'apps/web/src/features/notifications/lib/push-stream.ts',
  'apps/web/src/features/profile/api/profile-calls.ts',
  // CheckAuth only: its answer's check would weigh on every logged-in first load (the file says why).
  'apps/web/src/features/session/api/session-calls.ts',
];

/**
 * Issue 37: a call is defined in one place, packages/contract/src/calls, where the server's routes,
 * the web client, the generated checks and call-route.test.ts all find it. This rule refuses the
 * definition helper `call` imported anywhere else (tests may define a call of their own).
 */
const callsInContract = {
  meta: { type: 'problem', messages: { elsewhere: 'Define calls in packages/contract/src/calls/<group>.ts, not here.' } },
  create: (context) => ({
    ImportDeclaration(node) {
      if (node.importKind === 'type' || !/(^|\/)define-call(\.ts)?$/.test(String(node.source.value))) return;
      for (const spec of node.specifiers)
        if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type' && (spec.imported.name ?? spec.imported.value) === 'call')
          context.report({ node: spec, messageId: 'elsewhere' });
    },
  }),
};

// Promise safety and type-only imports everywhere; hooks rules in the web app.
/** Services return outcomes; only route files build the legacy envelope (used by both server blocks below). */
const onlyRoutesBuildTheEnvelope = {
  name: '@betsite/contract/envelope',
  message: 'Only routes build the legacy envelope: return a value or refuse(code, message) from platform/outcome.ts.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'apps/server/src/db/migrations/**', 'e2e/screens/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.ts', '*.js'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // URLs of our API come from the one table (packages/contract/src/api-paths.ts), in routes and in
  // calls alike; tests may write a URL out (with a query string, a hostile id…).
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\/[A-Za-z]/]', message: 'API paths come from the API table of @betsite/contract/api-paths.' },
      ],
    },
  },
  // Services return domain outcomes (values or `Refusal`s from platform/outcome.ts); only route
  // files build the legacy envelope. The list below shrinks to nothing as modules are converted.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/routes.ts',
      '**/*-routes.ts',
      '**/*.test.ts',
      '**/test-*.ts',
      'apps/server/src/platform/outcome.ts',
      'apps/server/src/platform/call-route.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [onlyRoutesBuildTheEnvelope],
        },
      ],
    },
  },
  // End-to-end tests wait for the state that matters (a locator, expect.poll, the page's clock),
  // never for a fixed time: a sleep is too short on a busy machine and too long everywhere else.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for the state that matters: locator.waitFor(), expect.poll(), page.waitForFunction() or page.clock.',
        },
      ],
    },
  },
  // Server layers (docs/architecture.md "Layers"): routes → service → repository. Route files
  // translate HTTP to service calls: no Drizzle, no schema tables, no database handle; the services
  // they call come from the composition root (apps/server/src/services.ts).
  {
    files: ['apps/server/src/**/routes.ts', 'apps/server/src/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes do not talk SQL: call a service (its repository holds the query).' },
            { group: ['**/db/client.ts', '**/db/schema', '**/db/schema/*'], message: 'Routes never see the database: call a service.' },
            { group: ['**/repository.ts', '**/*-repo.ts'], message: 'Routes call services, services call repositories.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\/[A-Za-z]/]', message: 'API paths come from the API table of @betsite/contract/api-paths.' },
        { selector: 'MemberExpression[property.name=/^(db|readDb)$/]', message: 'Routes never touch the database handle: call a service from `services`.' },
        { selector: 'NewExpression[callee.name=/Service$/]', message: 'Services are built once, in buildServices (apps/server/src/services.ts).' },
      ],
    },
  },
  // Services hold the rules, repositories the SQL (docs/architecture.md "Layers"): a service file
  // imports no Drizzle and no schema table, it calls its module's repository. This block repeats the
  // envelope rule above, since a later `no-restricted-imports` replaces an earlier one for a file.
  {
    files: ['apps/server/src/modules/**/service*.ts', 'apps/server/src/modules/**/*-service*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [onlyRoutesBuildTheEnvelope],
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: "Services do not talk SQL: put the query in the module's repository and call it." },
            { group: ['**/db/schema', '**/db/schema/*'], message: "Services never see the tables: the module's repository does." },
          ],
        },
      ],
    },
  },
  // Every service is built once, by the composition root; a service may make a transaction-bound
  // copy of itself (`inTransaction`). Tests build what they need.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/services.ts', '**/routes.ts', '**/*-routes.ts', '**/*.test.ts', '**/test-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\/[A-Za-z]/]', message: 'API paths come from the API table of @betsite/contract/api-paths.' },
        {
          selector: 'NewExpression[callee.name=/Service$/]:not(MethodDefinition[key.name="inTransaction"] NewExpression)',
          message: 'Services are built once, in buildServices (apps/server/src/services.ts).',
        },
      ],
    },
  },
  // The web calls the server through the contract's call definitions (packages/contract/src/calls,
  // lib/call-api.ts: request built, answer parsed, envelope unwrapped in one place), never with the
  // low-level `api()`/`fetch` (issue 37). NOT_MIGRATED lists, file by file, what is left to move.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/lib/api.ts',
      'apps/web/src/lib/call-api.ts',
      'apps/web/src/lib/call-form.ts',
      // The back office's transport and call client (its own token): what lib/api.ts and lib/call-api.ts are to the player's calls.
      'apps/web/src/features/backoffice/api/client.ts',
      ...NOT_MIGRATED,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // lib/link.tsx: React Router's <Link> renders framework mode's prefetching too (≈ 2.8 KB gzip on every page).
          paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use Link/NavLink from lib/link.tsx (or AppLink for a site path).' }],
          patterns: [
            {
              group: ['**/lib/api.ts'],
              importNames: ['api', 'sendRequest', 'readAnswer'],
              message: 'Define the call in @betsite/contract/calls and use callApi/useCallQuery/useCallMutation from lib/call-api.ts.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Define the call in @betsite/contract/calls and use callApi/useCallQuery/useCallMutation from lib/call-api.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/contract/src/calls/**', '**/*.test.{ts,tsx}'],
    plugins: { contract: { rules: { 'calls-in-contract': callsInContract } } },
    rules: { 'contract/calls-in-contract': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Web layers: app → features → ui / lib → packages. A feature uses another only through its
  // index.ts; ui and lib never import a feature or the app.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'main', pattern: 'apps/web/src/{main,entry-server}.tsx', mode: 'full' },
        { type: 'app', pattern: 'apps/web/src/app/**', mode: 'full' },
        { type: 'feature', pattern: 'features/*', mode: 'folder', capture: ['feature'] },
        { type: 'ui', pattern: 'apps/web/src/ui/**', mode: 'full' },
        { type: 'lib', pattern: 'apps/web/src/lib/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'main', allow: ['app', 'feature', 'ui', 'lib'] },
            { from: 'app', allow: ['app', 'feature', 'ui', 'lib'] },
            { from: 'feature', allow: ['feature', 'ui', 'lib'] },
            { from: 'ui', allow: ['ui', 'lib'] },
            { from: 'lib', allow: ['lib'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          // A feature's public face: index.ts, its route lists for the router, and start-up.ts, what the
          // app's start-up needs of it before the first draw (apart, so that the rest of it stays lazy);
          // widgets.ts, what another page needs to draw a layout area (apart from index.ts, so such a page
          // does not bring what the index carries for the login page); shell.ts, what the logged-in player's
          // shell mounts (app/layout/player-shell.tsx: one chunk for all features' parts).
          rules: [
            { target: ['feature'], disallow: ['**'] },
            { target: ['feature'], allow: ['index.ts', 'routes.tsx', '*-routes.tsx', 'start-up.ts', 'widgets.ts', 'shell.ts'] },
          ],
        },
      ],
    },
  },
);
