import type { AppDeps } from '../../deps.ts';
import { recordAccess } from '../../platform/audit.ts';
import { cipherFor } from '../../platform/data-keys.ts';
import { notFound } from '../../platform/errors.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import type { AccountExport } from '../../../shared/account.ts';
import { personalDataParts } from './parts.ts';
import { readProfile } from './profile.ts';

/** Everything the person has, decrypted, as one document; the export itself is audit-logged. */
export async function buildExport(
  deps: Pick<AppDeps, 'database' | 'cipher'>,
  userId: string,
  parts: PersonalDataPart[] = personalDataParts,
): Promise<AccountExport> {
  const { db } = deps.database;
  const profile = await readProfile(db, userId);
  if (!profile) throw notFound('This account no longer exists.');
  await recordAccess(db, {
    actorId: userId,
    action: 'export',
    resourceType: 'account',
    resourceId: userId,
    ownerId: userId,
  });
  const cipher = await cipherFor(db, deps.cipher, userId, { create: false });
  const context = { db, cipher, ownerId: userId, actorId: userId };
  const file: AccountExport = { format: 'solace-export', version: 1, exportedAt: new Date().toISOString(), profile };
  for (const part of parts) file[part.name] = await part.collect(context);
  return file;
}

export function exportFileName(now = new Date()): string {
  return `solace-export-${now.toISOString().slice(0, 10)}.json`;
}
