import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './index.ts';

/**
 * The app's PostgreSQL role may read and write rows but own nothing: an owner can switch off the
 * audit log's append-only trigger (ALTER TABLE … DISABLE TRIGGER) and then erase it. Run by the
 * owner after every migration run (idempotent), so tables a later migration adds are covered even
 * where default privileges were never set; the defaults cover tables the owner creates by hand.
 */
export async function grantAppRole(owner: pg.ClientBase, appRole: string): Promise<void> {
  const role = owner.escapeIdentifier(appRole);
  await owner.query(`
    GRANT USAGE ON SCHEMA public TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${role};
    REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON audit_log FROM ${role};
    GRANT USAGE ON SCHEMA keystore TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA keystore TO ${role};
    ALTER DEFAULT PRIVILEGES IN SCHEMA keystore GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role};
  `);
}

/** True when the connected role could switch off the audit log's trigger: its owner, a member of the owner, or a superuser. */
export async function canAlterAuditLog(db: Db): Promise<boolean> {
  const result = await db.execute<{ can: boolean }>(sql`
    select pg_has_role(t.tableowner, 'MEMBER') or r.rolsuper as can
    from pg_tables t, pg_roles r
    where t.schemaname = 'public' and t.tablename = 'audit_log' and r.rolname = current_user`);
  return (result as unknown as { rows: { can: boolean }[] }).rows[0]?.can ?? false;
}
