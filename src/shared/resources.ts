import { z } from 'zod';
import { topicLabels, type TopicId } from './therapy.ts';

/** A recommended Australian service or self-help program (spec §3 documentsLibrary's fields). */
export const RecommendedResourceSchema = z.object({
  name: z.string(),
  url: z.string(),
  category: z.string(),
  description: z.string(),
});
export type RecommendedResource = z.infer<typeof RecommendedResourceSchema>;

interface LibraryEntry extends RecommendedResource {
  /** Topics it suits; an entry with none suits everyone. */
  topics: readonly TopicId[];
}

/** Facts: keep names, addresses and numbers exact. Head to Health became Medicare Mental Health in 2025. */
export const resourceLibrary: readonly LibraryEntry[] = [
  {
    name: 'Medicare Mental Health (formerly Head to Health)',
    url: 'https://www.medicarementalhealth.gov.au',
    category: 'Finding care',
    description:
      'The Australian Government’s free service for finding the right mental health support; phone 1800 595 212, weekdays 8:30 am to 5 pm.',
    topics: [],
  },
  {
    name: 'Beyond Blue',
    url: 'https://www.beyondblue.org.au',
    category: 'Support service',
    description:
      'Information on anxiety and depression, 24/7 counselling by phone (1300 22 4636) and web chat, and peer forums.',
    topics: ['anxiety', 'low_mood', 'self_worth', 'loneliness', 'relationships', 'work'],
  },
  {
    name: 'This Way Up',
    url: 'https://thiswayup.org.au',
    category: 'Online program',
    description:
      'Online cognitive behavioural therapy courses for stress, anxiety, low mood and insomnia, from St Vincent’s Hospital Sydney and UNSW.',
    topics: ['anxiety', 'low_mood', 'sleep', 'work', 'health'],
  },
  {
    name: 'ReachOut',
    url: 'https://au.reachout.com',
    category: 'Young people',
    description: 'Online mental health support for people under 25 and their parents: articles, tools and peer forums.',
    topics: ['study', 'family', 'relationships', 'loneliness', 'self_worth'],
  },
  {
    name: 'Black Dog Institute',
    url: 'https://www.blackdoginstitute.org.au',
    category: 'Research and self-help',
    description:
      'Evidence-based information and free online tools, such as myCompass, for depression, anxiety and stress.',
    topics: ['low_mood', 'anxiety', 'sleep', 'health', 'grief', 'anger'],
  },
];

const topicIdByLabel = new Map(Object.entries(topicLabels).map(([id, label]) => [label.toLowerCase(), id as TopicId]));

/**
 * The library ordered by how many of the person's topics (labels or ids, most talked about first)
 * each entry suits; the general finder of care always stays in.
 */
export function recommendResources(topics: readonly string[], limit = 4): RecommendedResource[] {
  const ids = topics.map((t) => topicIdByLabel.get(t.toLowerCase()) ?? (t as TopicId));
  const weight = (entry: LibraryEntry) =>
    entry.topics.length === 0
      ? Number.POSITIVE_INFINITY
      : ids.reduce((sum, id, rank) => sum + (entry.topics.includes(id) ? ids.length - rank : 0), 0);
  return [...resourceLibrary]
    .map((entry, index) => ({ entry, index, weight: weight(entry) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, limit)
    .map(({ entry: { topics: _topics, ...resource } }) => resource);
}
