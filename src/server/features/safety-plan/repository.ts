import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { safetyPlans } from '../../db/schema/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import { newId } from '../../platform/ids.ts';
import { startingSafetyPlan, type SafetyPlan, type SafetyPlanView } from '../../../shared/safety-plan.ts';

const aad = (id: string) => `safety_plans:${id}:plan`;

/** The owner's plan (audit-logged when there is one), or the starting plan when they have not saved one. */
export async function readSafetyPlan(
  db: DbOrTx,
  cipher: ContentCipher,
  ownerId: string,
  actorId: string,
): Promise<SafetyPlanView> {
  const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.ownerId, ownerId));
  if (!row) return { plan: startingSafetyPlan(), updatedAt: null };
  await recordAccess(db, { actorId, action: 'read', resourceType: 'safety_plan', resourceId: row.id, ownerId });
  return { plan: cipher.decryptJson<SafetyPlan>(row.planEnc, aad(row.id)), updatedAt: row.updatedAt.toISOString() };
}

/** Creates or replaces the owner's plan. The ciphertext is bound to the row's id, which never changes. */
export async function saveSafetyPlan(
  db: DbOrTx,
  cipher: ContentCipher,
  ownerId: string,
  plan: SafetyPlan,
): Promise<SafetyPlanView> {
  const fresh = newId('plan');
  const [inserted] = await db
    .insert(safetyPlans)
    .values({ ownerId, id: fresh, planEnc: cipher.encryptJson(plan, aad(fresh)) })
    .onConflictDoNothing({ target: safetyPlans.ownerId })
    .returning();
  let row = inserted;
  if (!row) {
    const [existing] = await db
      .select({ id: safetyPlans.id })
      .from(safetyPlans)
      .where(eq(safetyPlans.ownerId, ownerId));
    [row] = await db
      .update(safetyPlans)
      .set({ planEnc: cipher.encryptJson(plan, aad(existing!.id)), updatedAt: new Date() })
      .where(eq(safetyPlans.ownerId, ownerId))
      .returning();
  }
  await recordAccess(db, {
    actorId: ownerId,
    action: inserted ? 'create' : 'update',
    resourceType: 'safety_plan',
    resourceId: row!.id,
    ownerId,
  });
  return { plan, updatedAt: row!.updatedAt.toISOString() };
}
