import { describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { personalDataParts } from './parts.ts';

/** Owner-keyed tables left out of the export on purpose, each with its reason. */
const NOT_EXPORTED: Record<string, string> = {
  data_keys:
    'the wrapped keys that encrypt the content itself (the export carries it decrypted); destroyed on deletion',
  audit_log: 'which record was read by whom and when: ids and times, no content; kept after deletion as the trail',
};

const ownerKeyed = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => 'ownerId' in getTableColumns(table))
  .map((table) => getTableName(table))
  .sort();

const exported = personalDataParts.flatMap((part) => part.tables.map((table) => getTableName(table)));

describe('the export’s parts', () => {
  it('cover every table keyed by owner: a new one needs a PersonalDataPart (or a reason in NOT_EXPORTED)', () => {
    expect(ownerKeyed.length).toBeGreaterThan(10);
    const missing = ownerKeyed.filter((name) => !exported.includes(name) && !(name in NOT_EXPORTED));
    expect(missing, `owner-keyed tables no export part lists: ${missing.join(', ')}`).toEqual([]);
  });

  it('list only owner-keyed tables, each once, and nothing they leave out on purpose', () => {
    expect(exported.filter((name) => !ownerKeyed.includes(name))).toEqual([]);
    expect(exported.filter((name, i) => exported.indexOf(name) !== i)).toEqual([]);
    expect(exported.filter((name) => name in NOT_EXPORTED)).toEqual([]);
  });

  it('have distinct names that do not overwrite the file’s head', () => {
    const names = personalDataParts.map((part) => part.name);
    expect(new Set(names).size).toBe(names.length);
    for (const reserved of ['format', 'version', 'exportedAt', 'profile']) expect(names).not.toContain(reserved);
  });
});
