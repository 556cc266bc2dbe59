import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureZones, layerZones, sideZones, testFiles } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'src/server/db/migrations/', 'e2e/artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { drizzle },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // One-way imports (docs/decisions/0006-one-way-imports.md). Tests and their fixtures may reach into any layer.
  {
    files: ['src/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: sideZones }] },
  },
  {
    files: ['src/**'],
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...sideZones, ...layerZones, ...featureZones] }] },
  },
  {
    files: [
      'scripts/**',
      'e2e/**',
      'bench/**',
      'tools/**',
      'src/server/main.ts',
      '**/*eval*.ts',
      'src/server/ai/safety/model/train.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
