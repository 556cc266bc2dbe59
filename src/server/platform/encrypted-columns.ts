import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  checkIns,
  documents,
  memoryItems,
  messages,
  safetyPlans,
  sessionMoods,
  therapySessions,
} from '../db/schema/index.ts';

/**
 * One column of sealed content: the envelope, the owner whose data key seals it, and the unique
 * column its associated data is bound to (`aad(bound)` is what the repository passes to the cipher).
 */
export interface EncryptedColumn {
  table: PgTable;
  column: PgColumn;
  owner: PgColumn;
  bound: PgColumn;
  aad: (bound: string) => string;
}

const col = (
  table: PgTable,
  column: PgColumn,
  owner: PgColumn,
  bound: PgColumn,
  aad: (bound: string) => string,
): EncryptedColumn => ({ table, column, owner, bound, aad });

/**
 * Every encrypted content column (named `*_enc` by convention) and the record binding its
 * repository uses. `encrypted-columns.test.ts` fails when a `*_enc` column is added without an entry
 * here, and `rewrap.int.test.ts` fails when an entry's binding is not the one the app writes.
 */
export const encryptedColumns: readonly EncryptedColumn[] = [
  col(messages, messages.contentEnc, messages.ownerId, messages.id, (id) => `messages:${id}`),
  col(
    therapySessions,
    therapySessions.topicsEnc,
    therapySessions.ownerId,
    therapySessions.id,
    (id) => `therapy_sessions:${id}:topics`,
  ),
  col(
    therapySessions,
    therapySessions.summaryEnc,
    therapySessions.ownerId,
    therapySessions.id,
    (id) => `therapy_sessions:${id}:summary`,
  ),
  col(
    therapySessions,
    therapySessions.stateEnc,
    therapySessions.ownerId,
    therapySessions.id,
    (id) => `therapy_sessions:${id}:state`,
  ),
  col(documents, documents.titleEnc, documents.ownerId, documents.id, (id) => `documents:${id}:title`),
  col(documents, documents.contentEnc, documents.ownerId, documents.id, (id) => `documents:${id}:content`),
  col(documents, documents.topicsEnc, documents.ownerId, documents.id, (id) => `documents:${id}:topics`),
  col(memoryItems, memoryItems.textEnc, memoryItems.ownerId, memoryItems.id, (id) => `memory_items:${id}:text`),
  col(checkIns, checkIns.resultEnc, checkIns.ownerId, checkIns.id, (id) => `check_ins:${id}:result`),
  col(safetyPlans, safetyPlans.planEnc, safetyPlans.ownerId, safetyPlans.id, (id) => `safety_plans:${id}:plan`),
  col(
    sessionMoods,
    sessionMoods.beforeEnc,
    sessionMoods.ownerId,
    sessionMoods.sessionId,
    (id) => `session_moods:${id}:before`,
  ),
  col(
    sessionMoods,
    sessionMoods.afterEnc,
    sessionMoods.ownerId,
    sessionMoods.sessionId,
    (id) => `session_moods:${id}:after`,
  ),
];
