// What "related" means for a page's related-news mini list: the topics it shares with news articles. An
// entry's own `topics` (a news article's; a content page's, should its content type have the field) come
// first. The demo's content pages have no topics field, so the site gives sections theirs: the topics a page
// is about are those of the nearest section (itself or an ancestor) listed here, by project. A page in no such
// section has nothing related, and shows no list. Read by the main bundle (searchRoutes.ts): kept small.
import type { Entry } from '../../src/app';

type SectionTopics = Record<string, readonly string[]>;

/** Taxonomy keys (content/README.md "Taxonomy"): a topic with its subtopics, since articles may carry either. */
const withSubtopics = (key: string) => [key, `${key}/1`, `${key}/2`, `${key}/3`];

const SECTION_TOPICS: Record<string, SectionTopics> = {
  website: {
    '/research': withSubtopics('0/1/3'),
    '/research/conservation-science': withSubtopics('0/1/1'),
    '/research/plant-health': ['0/1/3/1'],
    '/research/climate-and-ecology': ['0/1/3/2', '0/1/1/2'],
    '/research/collections/herbarium': ['0/1/3/3'],
    '/research/collections/seed-bank': ['0/1/1/1'],
    '/support-us': withSubtopics('0/1/5'),
    '/support-us/volunteering': ['0/1/5/1'],
    '/support-us/membership': ['0/1/5/2'],
    '/members': ['0/1/5/2'],
  },
  intranet: {
    '/it-and-systems': ['0/1/3'],
    '/health-and-safety': ['0/1/5'],
  },
};

/** The keys of an entry's `topics` taxonomy field. */
export function topicKeys(entry: Entry): string[] {
  const topics = entry.topics;
  if (!Array.isArray(topics)) return [];
  return topics
    .map((topic: unknown) => (typeof topic === 'object' && topic !== null ? (topic as { key?: unknown }).key : null))
    .filter((key): key is string => typeof key === 'string');
}

/** The topics of the nearest listed section at or above `path` in the project; none when it is in none. */
export function sectionTopics(project: string, path: string): string[] {
  const sections = SECTION_TOPICS[project];
  if (!sections) return [];
  for (let at = path; at.startsWith('/') && at.length > 1; at = at.slice(0, at.lastIndexOf('/'))) {
    const topics = sections[at];
    if (topics) return [...topics];
  }
  return [];
}
