// A child process for the durability test: writes to a PGlite folder forever and prints the id of
// each write once its commit is acknowledged, until the test kills it with SIGKILL.
import { openDatabase } from '../db/index.ts';
import { auditLog, therapySessions } from '../db/schema/index.ts';

const database = await openDatabase(process.argv[2]!);
for (let i = 0; ; i++) {
  const id = `ses_ack_${i}`;
  // Two statements in one transaction, as a chat turn stores its message and the audit row.
  await database.db.transaction(async (tx) => {
    await tx.insert(therapySessions).values({ id, ownerId: 'usr_ack', modality: 'text' });
    await tx.insert(auditLog).values({
      actorId: 'usr_ack',
      action: 'create',
      resourceType: 'therapy_sessions',
      resourceId: id,
      ownerId: 'usr_ack',
    });
  });
  process.stdout.write(`ack ${id}\n`);
}
