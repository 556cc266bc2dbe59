import { documents, messages, therapySessions } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listDocuments } from './documents-repo.ts';
import { listSessions, readMessages } from './sessions-repo.ts';

/** Every session with its summary, topics and whole conversation, decrypted (each read audit-logged). */
export const sessionsData: PersonalDataPart = {
  name: 'sessions',
  tables: [therapySessions, messages],
  async collect({ db, cipher, ownerId, actorId }) {
    const sessions = await listSessions(db, cipher, ownerId, actorId);
    const withMessages = [];
    for (const session of sessions) {
      const messages = await readMessages(db, cipher, { id: session.id, ownerId }, actorId);
      withMessages.push({ ...session, messages });
    }
    return withMessages;
  },
};

/** Session summaries and next steps, as the Documents page shows them. */
export const documentsData: PersonalDataPart = {
  name: 'documents',
  tables: [documents],
  collect: ({ db, cipher, ownerId, actorId }) => listDocuments(db, cipher, ownerId, actorId),
};
