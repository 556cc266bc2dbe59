import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { checkIns } from '../../db/schema/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import { newId } from '../../platform/ids.ts';
import type { CheckIn } from '../../../shared/check-ins.ts';
import type { InstrumentId } from '../../../shared/instruments.ts';

// Bound to the record, never the owner, like every other sealed column.
const aad = (id: string) => `check_ins:${id}:result`;

interface SealedResult {
  answers: number[];
  score: number;
  band: string;
}

export async function insertCheckIn(
  db: DbOrTx,
  cipher: ContentCipher,
  ownerId: string,
  input: { instrument: InstrumentId } & SealedResult,
): Promise<CheckIn> {
  const id = newId('chk');
  const { answers, score, band } = input;
  const [row] = await db
    .insert(checkIns)
    .values({
      id,
      ownerId,
      instrument: input.instrument,
      resultEnc: cipher.encryptJson({ answers, score, band }, aad(id)),
    })
    .returning({ createdAt: checkIns.createdAt });
  await recordAccess(db, { actorId: ownerId, action: 'create', resourceType: 'check_in', resourceId: id, ownerId });
  return { id, instrument: input.instrument, answers, score, band, createdAt: row!.createdAt.toISOString() };
}

/** The owner's check-ins, newest first; every one returned is audit-logged as read. */
export async function listCheckIns(
  db: DbOrTx,
  cipher: ContentCipher,
  ownerId: string,
  actorId: string,
): Promise<CheckIn[]> {
  const rows = await db.select().from(checkIns).where(eq(checkIns.ownerId, ownerId)).orderBy(desc(checkIns.createdAt));
  await recordAccess(
    db,
    ...rows.map((r) => ({ actorId, action: 'read' as const, resourceType: 'check_in', resourceId: r.id, ownerId })),
  );
  return rows.map((r) => {
    const sealed = cipher.decryptJson<SealedResult>(r.resultEnc, aad(r.id));
    return {
      id: r.id,
      instrument: r.instrument as InstrumentId,
      answers: sealed.answers,
      score: sealed.score,
      band: sealed.band,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
