import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { termsAcceptances } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import type { TrialType } from '../../../shared/terms.ts';

export interface TermsAcceptanceInput {
  ownerId: string;
  trialType: TrialType;
  sessionKey: string | null;
  termsVersion: string;
  acceptedAt: Date;
}

/** Every acceptance is kept (who, when, which terms version): consent history, not a flag. */
export async function insertAcceptance(db: DbOrTx, input: TermsAcceptanceInput) {
  const id = newId('terms');
  await db.insert(termsAcceptances).values({ id, ...input });
  return { id, ...input };
}

export async function listAcceptances(db: DbOrTx, ownerId: string) {
  return db
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.ownerId, ownerId))
    .orderBy(termsAcceptances.acceptedAt);
}
