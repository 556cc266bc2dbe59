import { asc, eq } from 'drizzle-orm';
import { videoConversations } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';

/** Each video conversation's provider, times and how it ended (never the callback token's hash). */
export const videoData: PersonalDataPart = {
  name: 'video',
  tables: [videoConversations],
  async collect({ db, ownerId }) {
    const rows = await db
      .select()
      .from(videoConversations)
      .where(eq(videoConversations.ownerId, ownerId))
      .orderBy(asc(videoConversations.startedAt));
    return rows.map((r) => ({
      id: r.id,
      sessionId: r.sessionId,
      provider: r.provider,
      status: r.status,
      timeLimitSeconds: r.timeLimitSeconds,
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
      endReason: r.endReason,
    }));
  },
};
