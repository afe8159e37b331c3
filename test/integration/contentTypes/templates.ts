// Test templates for the generated types: one that reads only what its content type has, and one that reads fields
// it does not have (each mistake on a line of its own, so a test can tell which ones the type check caught).

export const goodTemplate = (core: string) => `import { definePage, text, titleOf, type EntryPageProps } from '${core}';
import type { NewsArticleEntry } from './contentTypes';

function Article({ entry }: EntryPageProps<NewsArticleEntry>) {
  const author = entry.author && 'firstName' in entry.author ? entry.author.firstName : null;
  return <h1>{titleOf(entry)} {text(entry, 'summary')} {entry.publishDate} {author}</h1>;
}

export default definePage({
  match: { contentTypeId: 'newsArticle' },
  load: { fields: ['entryTitle', 'title', 'summary', 'publishDate', 'author', 'firstName', 'sys.properties'] },
  component: Article,
});
`;

/** Line (1-based) -> what the type check must say there. */
export const BAD_LINES: Record<number, RegExp> = {
  5: /"subtitle"/,
  6: /Property 'teaser' does not exist on type 'NewsArticleEntry'/,
  12: /"summry"/,
  17: /"event"/,
};

export const badTemplate = (core: string) => `import { definePage, text, type EntryPageProps } from '${core}';
import type { NewsArticleEntry } from './contentTypes';

function Article({ entry }: EntryPageProps<NewsArticleEntry>) {
  const subtitle = text(entry, 'subtitle');
  const teaser = entry.teaser;
  return <h1>{subtitle} {String(teaser)}</h1>;
}

export const typo = definePage({
  match: { contentTypeId: 'newsArticle' },
  load: { fields: ['title', 'summry'] },
  component: Article,
});

export const otherType = definePage({
  match: { contentTypeId: 'event' },
  component: Article,
});
`;
