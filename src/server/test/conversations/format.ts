import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The conversation test set format (tools/conversations/README.md). */
const TurnSchema = z
  .object({
    text: z.string().min(1).max(4000),
    tag: z.enum(['wish', 'risk', 'distortion', 'other-person', 'past', 'plan']).optional(),
    key: z.string().min(1).max(200).optional(),
  })
  .strict()
  .refine((t) => !t.key || t.text.toLowerCase().includes(t.key.toLowerCase()), {
    message: 'key must be taken verbatim from the text',
  })
  .refine((t) => !t.tag || t.key, { message: 'a tagged turn needs a key' });

export const ConversationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case'),
    author: z.string().min(1),
    theme: z.string().min(1),
    sessions: z
      .array(
        z.object({ turns: z.array(TurnSchema).min(1).max(20), expectRecall: z.string().min(1).optional() }).strict(),
      )
      .min(1)
      .max(3),
  })
  .strict();
export type Conversation = z.infer<typeof ConversationSchema>;

export interface LoadedConversation {
  /** 'dev/grief-01.json' */
  file: string;
  set: string;
  conversation?: Conversation;
  /** Why the file could not be used. */
  problem?: string;
}

export const conversationsRoot = fileURLToPath(new URL('../../../../tools/conversations/', import.meta.url));

/** Every `tools/conversations/<set>/*.json`, valid or not (an invalid file is reported, not skipped). */
export function loadConversations(root = conversationsRoot): LoadedConversation[] {
  const sets = readdirSync(root).filter((d) => statSync(path.join(root, d)).isDirectory());
  return sets.flatMap((set) =>
    readdirSync(path.join(root, set))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => readOne(root, set, f)),
  );
}

function readOne(root: string, set: string, f: string): LoadedConversation {
  const file = `${set}/${f}`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.join(root, set, f), 'utf8'));
  } catch (error) {
    return { file, set, problem: `not JSON: ${(error as Error).message}` };
  }
  const parsed = ConversationSchema.safeParse(json);
  if (!parsed.success)
    return { file, set, problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  if (`${parsed.data.id}.json` !== f)
    return { file, set, problem: `id "${parsed.data.id}" differs from the file name` };
  return { file, set, conversation: parsed.data };
}
