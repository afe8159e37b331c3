import { CardList, Image } from '../../components';
import type { EntryTemplateProps } from './types';
import { EntryCard } from './EntryCard';
import { image, linkedEntries, text, titleOf } from './fields';

export function HomePage({ entry }: EntryTemplateProps) {
  const hero = image(entry, 'heroImage');
  const introduction = text(entry, 'introduction');
  const featured = linkedEntries(entry, 'featuredLinks').filter((linked) => linked.sys.uri);
  return (
    <article className="page page--home">
      <header className={hero ? 'hero hero--image' : 'hero'}>
        <Image image={hero} priority sizes="(min-width: 72rem) 72rem, 100vw" className="hero__image" />
        <div className="hero__text">
          <h1>{titleOf(entry)}</h1>
          {introduction ? <p className="lead">{introduction}</p> : null}
        </div>
      </header>
      {featured.length > 0 ? (
        <section className="featured">
          <h2>Featured</h2>
          <CardList>
            {featured.map((linked) => (
              <EntryCard key={linked.sys.id} entry={linked} headingLevel={3} />
            ))}
          </CardList>
        </section>
      ) : null}
    </article>
  );
}
