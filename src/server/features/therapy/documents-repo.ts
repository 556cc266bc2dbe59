import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { documents } from '../../db/schema/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import { newId } from '../../platform/ids.ts';
import type { Document } from '../../../shared/sessions.ts';

const aad = {
  title: (id: string) => `documents:${id}:title`,
  content: (id: string) => `documents:${id}:content`,
  topics: (id: string) => `documents:${id}:topics`,
};

export interface NewDocument {
  ownerId: string;
  sessionId: string | null;
  type: string;
  title: string;
  content: string;
  topics: string[];
  durationMinutes: number;
}

export async function insertDocument(db: DbOrTx, cipher: ContentCipher, doc: NewDocument): Promise<Document> {
  const id = newId('doc');
  const [row] = await db
    .insert(documents)
    .values({
      id,
      ownerId: doc.ownerId,
      sessionId: doc.sessionId,
      type: doc.type,
      titleEnc: cipher.encrypt(doc.title, aad.title(id)),
      contentEnc: cipher.encrypt(doc.content, aad.content(id)),
      topicsEnc: cipher.encryptJson(doc.topics, aad.topics(id)),
      durationMinutes: doc.durationMinutes,
    })
    .returning();
  return {
    id,
    type: doc.type,
    sessionId: doc.sessionId,
    title: doc.title,
    content: doc.content,
    topics: doc.topics,
    durationMinutes: doc.durationMinutes,
    createdAt: row!.createdAt.toISOString(),
  };
}

export async function listDocuments(
  db: DbOrTx,
  cipher: ContentCipher,
  ownerId: string,
  actorId: string,
  limit?: number,
): Promise<Document[]> {
  const query = db.select().from(documents).where(eq(documents.ownerId, ownerId)).orderBy(desc(documents.createdAt));
  const rows = await (limit ? query.limit(limit) : query);
  await recordAccess(
    db,
    ...rows.map((r) => ({ actorId, action: 'read' as const, resourceType: 'document', resourceId: r.id, ownerId })),
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    sessionId: r.sessionId,
    title: cipher.decrypt(r.titleEnc, aad.title(r.id)),
    content: cipher.decrypt(r.contentEnc, aad.content(r.id)),
    topics: r.topicsEnc ? cipher.decryptJson<string[]>(r.topicsEnc, aad.topics(r.id)) : [],
    durationMinutes: r.durationMinutes,
    createdAt: r.createdAt.toISOString(),
  }));
}
