import path from 'node:path';
import type { Config } from './config.ts';
import { canAlterAuditLog } from './db/app-role.ts';
import type { Database } from './db/index.ts';

/** Safe for development, risky in production: said once at boot so an operator sees it. */
export async function bootWarnings(config: Config, database: Database): Promise<string[]> {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!config.DATA_ENCRYPTION_KEY) {
    warnings.push(
      `DATA_ENCRYPTION_KEY is not set, so conversation content is encrypted with the key file ${path.join(config.DATA_DIR, 'encryption.key')}, ` +
        'beside the data it protects: a copy or backup of DATA_DIR can read everything. Keep the key elsewhere (README, "Keys and backups").',
    );
  }
  if (!config.SMTP_URL) {
    warnings.push(
      `SMTP_URL is not set, so password reset emails are not sent: they are saved in ${path.join(config.DATA_DIR, 'outbox')}. ` +
        'Set SMTP_URL to your mail provider (README, "Email").',
    );
  }
  if (database.kind === 'postgres' && (await canAlterAuditLog(database.db))) {
    warnings.push(
      'The app connects to PostgreSQL as the owner of its tables (or a superuser), so it could switch off the audit log’s append-only ' +
        'trigger. Set DATABASE_MIGRATION_URL to the owner and DATABASE_URL to a role that owns nothing (README, "Two PostgreSQL roles").',
    );
  }
  return warnings;
}
