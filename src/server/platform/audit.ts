import type { DbOrTx } from '../db/index.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AccessRecord {
  actorId: string;
  action: 'read' | 'create' | 'update' | 'delete' | 'export';
  resourceType: string;
  resourceId: string;
  ownerId: string;
}

/** Appends who touched which piece of conversation content, and when. The table refuses edits. */
export async function recordAccess(db: DbOrTx, ...entries: AccessRecord[]): Promise<void> {
  if (entries.length) await db.insert(auditLog).values(entries);
}
