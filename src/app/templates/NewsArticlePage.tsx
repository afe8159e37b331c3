import { DateText, FactList, Figure, IMAGE_SIZES, Markup } from '../../components';
import { Link } from '../../features/routing';
import { MiniList } from '../search/MiniList';
import { image, linkedEntry, personName, taxonomyLabel, taxonomyList, richText, text, titleOf } from './fields';
import type { EntryTemplateProps } from './types';
import { useContentLinks } from './useContentLinks';

export function NewsArticlePage({ entry }: EntryTemplateProps) {
  const onNavigate = useContentLinks();
  const summary = text(entry, 'summary');
  const author = linkedEntry(entry, 'author');
  const authorName = author ? personName(author) : '';
  const jobTitle = author ? text(author, 'jobTitle') : null;
  const topics = taxonomyList(entry, 'topics');
  return (
    <article className="page page--article">
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        {summary ? <p className="lead">{summary}</p> : null}
        <FactList
          className="facts--inline"
          facts={[
            { label: 'Published', value: <DateText value={text(entry, 'publishDate')} /> },
            {
              label: 'Author',
              value: authorName ? (
                <>
                  {author?.sys.uri ? <Link to={author.sys.uri}>{authorName}</Link> : authorName}
                  {jobTitle ? <span className="muted">, {jobTitle}</span> : null}
                </>
              ) : null,
            },
            {
              label: topics.length === 1 ? 'Topic' : 'Topics',
              value: topics.length ? (
                <ul className="tags">
                  {topics.map((topic) => (
                    <li key={topic.key}>{taxonomyLabel(topic)}</li>
                  ))}
                </ul>
              ) : null,
            },
          ]}
        />
      </header>
      <Figure image={image(entry, 'image')} priority sizes={IMAGE_SIZES.measure} className="figure--lead" />
      <Markup html={richText(entry, 'body')} onNavigate={onNavigate} />
      <MiniList id="relatedNews" title="Related news" more={{ href: '/news', label: 'All news' }} />
    </article>
  );
}
