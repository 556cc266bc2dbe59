import fs from 'node:fs';

/** Test code, which may reach into any layer to build fixtures. */
export const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test-helpers.ts', 'src/server/test/**'];

/** The two sides meet only in src/shared; this holds for tests too. */
export const sideZones = [
  {
    target: 'src/shared',
    from: ['src/server', 'src/client'],
    message: 'src/shared is used by both sides and imports from neither.',
  },
  {
    target: 'src/client',
    from: 'src/server',
    message: 'The client reaches the server over HTTP only; shared contracts live in src/shared.',
  },
];

/** Within a side, imports point down only: shared ← platform, ai, db ← features ← app.ts/main.ts. */
export const layerZones = [
  {
    target: ['src/server/features', 'src/server/platform', 'src/server/ai', 'src/server/db'],
    from: ['src/server/app.ts', 'src/server/main.ts'],
    message: 'Only the composition root builds the app; take what you need from AppDeps (deps.ts).',
  },
  {
    target: ['src/server/platform', 'src/server/ai', 'src/server/db'],
    from: 'src/server/features',
    message: 'platform, ai and db sit below the features and must not import them.',
  },
  {
    target: ['src/client/lib', 'src/client/components'],
    from: 'src/client/features',
    message: 'Shared client code must not import features.',
  },
];

/**
 * Entries besides index.ts: components used only by lazily loaded pages. Re-exported from index.ts,
 * which the main bundle imports, they would be pulled into the main bundle too.
 */
const ownEntries = ['src/client/features/auth/auth-form.tsx'];

/**
 * A feature reaches another only through that feature's entry file (features/<name>/index.ts), so
 * its internals can change freely. Generated per folder, so a new feature is covered at once.
 */
export const featureZones = ['server', 'client'].flatMap((side) => {
  const root = `src/${side}/features`;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: `${root}/*/**`,
      except: [`**/${root}/${name}/**`, `**/${root}/*/index.ts`, ...ownEntries.map((file) => `**/${file}`)],
      message: `Import another feature through its entry, ${root}/<feature>/index.ts (add what you need there).`,
    }));
});
