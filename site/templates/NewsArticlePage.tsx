import {
  DateText,
  FactFrom,
  FactItem,
  FactList,
  Lead,
  LeadFigure,
  Link,
  Markup,
  MiniList,
  isResolvedEntry,
  personName,
  richText,
  taxonomyLabel,
  taxonomyList,
  text,
  textInPage,
  titleOf,
  useContentLinks,
  useWordsLanguage,
  type EntryPageProps,
} from '../../src/app';
import type { NewsArticleEntry, NewsArticleFields } from '../contentTypes';
import { SiteText } from '../words/SiteText';
import { useSiteWords } from '../words/useSiteWords';

/** The author's name (a link to their page) and job title; nothing for an unresolved link. */
const authorFact = (label: string) => (value: NewsArticleFields['author']) => {
  if (!isResolvedEntry(value)) return null;
  const name = personName(value);
  const jobTitle = text(value, 'jobTitle');
  if (!name) return null;
  return {
    label,
    value: (
      <>
        {value.sys.uri ? <Link to={value.sys.uri}>{name}</Link> : name}
        {jobTitle ? <span className="muted">, {jobTitle}</span> : null}
      </>
    ),
  };
};

// The lead, the author and the image are each drawn from one value (InPageParts), so the server may leave those
// values out of the page's inline state. The topics stay in it: they choose the related news.
export function NewsArticlePage({ entry }: EntryPageProps<NewsArticleEntry>) {
  const onNavigate = useContentLinks();
  const t = useSiteWords();
  const language = useWordsLanguage();
  const topics = taxonomyList(entry, 'topics');
  return (
    <article className="page page--article">
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        <Lead value={textInPage(entry, 'summary')} />
        <FactList className="facts--inline">
          <FactItem label={t('published')} value={<DateText value={text(entry, 'publishDate')} language={language} />} />
          <FactFrom value={entry.author} onNavigate={onNavigate}>
            {authorFact(t('author'))}
          </FactFrom>
          <FactItem
            label={t('topics', { count: topics.length })}
            value={
              topics.length ? (
                <ul className="tags">
                  {topics.map((topic) => (
                    <li key={topic.key}>{taxonomyLabel(topic)}</li>
                  ))}
                </ul>
              ) : null
            }
          />
        </FactList>
      </header>
      <LeadFigure entry={entry} field="image" />
      <Markup html={richText(entry, 'body')} onNavigate={onNavigate} />
      <MiniList id="relatedNews" title={<SiteText id="relatedNews" />} more={{ href: '/news', label: <SiteText id="allNews" /> }} />
    </article>
  );
}
