import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { encryptedColumns } from './encrypted-columns.ts';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
const name = (table: PgTable, column: PgColumn) => `${getTableName(table)}.${column.name}`;

describe('encrypted columns', () => {
  it('lists every *_enc column of the schema, so the v1 rewrap and backups reach each one', () => {
    const inSchema = tables.flatMap((t) =>
      Object.values(getTableColumns(t) as Record<string, PgColumn>)
        .filter((c) => c.name.endsWith('_enc'))
        .map((c) => name(t, c)),
    );
    expect(inSchema.length).toBeGreaterThanOrEqual(12);
    expect(encryptedColumns.map((c) => name(c.table, c.column)).sort()).toEqual(inSchema.sort());
  });

  it('binds each to a unique column of its own table and reads its owner there', () => {
    for (const c of encryptedColumns) {
      const own = Object.values(getTableColumns(c.table) as Record<string, PgColumn>);
      expect(own).toContain(c.column);
      expect(own).toContain(c.owner);
      expect(own).toContain(c.bound);
      expect(c.bound.primary || c.bound.isUnique, name(c.table, c.bound)).toBe(true);
      expect(getTableConfig(c.table).schema).toBeUndefined();
      expect(c.aad('x1')).toMatch(new RegExp(`^${getTableName(c.table)}:x1(:|$)`));
    }
  });
});
