import { useId } from 'react';
import { EntryCard } from './EntryCard';
import {
  CardList,
  IMAGE_SIZES,
  Image,
  InPage,
  MiniList,
  image,
  isImageValue,
  isInPage,
  resolvedEntries,
  text,
  titleOf,
  useContentLinks,
  type Entry,
  type EntryPageProps,
} from '../../src/app';
import type { HomePageEntry } from '../contentTypes';
import { SiteText } from '../words/SiteText';
import { useSiteWords } from '../words/useSiteWords';

export function HomePage({ entry }: EntryPageProps<HomePageEntry>) {
  const onNavigate = useContentLinks();
  const hasHero = isInPage(entry.heroImage) || image(entry, 'heroImage') !== null;
  const introduction = text(entry, 'introduction');
  return (
    <article className="page page--home">
      <header className={hasHero ? 'hero hero--image' : 'hero'}>
        <InPage value={entry.heroImage}>
          {(hero) => <Image image={isImageValue(hero) ? hero : null} priority sizes={IMAGE_SIZES.wide} className="hero__image" />}
        </InPage>
        <div className="hero__text">
          <h1>{titleOf(entry)}</h1>
          {introduction ? <p className="lead">{introduction}</p> : null}
        </div>
      </header>
      <InPage value={entry.featuredLinks} onNavigate={onNavigate}>
        {(links) => <Featured entries={resolvedEntries(links)} />}
      </InPage>
      <div className="mini-lists">
        <MiniList id="latestNews" title={<SiteText id="latestNews" />} more={{ href: '/news', label: <SiteText id="allNews" /> }} />
        <MiniList id="upcomingEvents" title={<SiteText id="comingUp" />} more={{ href: '/events', label: <SiteText id="allEvents" /> }} />
      </div>
    </article>
  );
}

/**
 * The editor's featured links as cards, in their order: pages, news (with its date) and events (with dates,
 * venue and price). An entry with no page of its own (no uri) is still shown, unlinked.
 */
function Featured({ entries }: { entries: Entry[] }) {
  const headingId = useId();
  const t = useSiteWords();
  if (entries.length === 0) return null;
  return (
    <section className="featured" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('featured')}</h2>
      <CardList>
        {entries.map((linked) => (
          <EntryCard key={linked.sys.id} entry={linked} headingLevel={3} />
        ))}
      </CardList>
    </section>
  );
}
