import {
  FactList,
  Image,
  Markup,
  image,
  personName,
  richText,
  taxonomy,
  taxonomyLabel,
  text,
  useContentLinks,
  type EntryPageProps,
} from '../../src/app';
import type { PersonEntry } from '../contentTypes';
import { PORTRAIT_SIZES } from './imageSizes';
import { useSiteWords } from '../words/useSiteWords';

export function PersonPage({ entry }: EntryPageProps<PersonEntry>) {
  const onNavigate = useContentLinks();
  const t = useSiteWords();
  const jobTitle = text(entry, 'jobTitle');
  const department = taxonomy(entry, 'department');
  const photo = image(entry, 'photo');
  return (
    <article className={photo ? 'page page--person page--person-photo' : 'page page--person'}>
      <header className="page-header person-header">
        <Image image={photo} priority sizes={PORTRAIT_SIZES} className="person-header__photo" />
        <div>
          <h1>{personName(entry)}</h1>
          {jobTitle ? <p className="lead">{jobTitle}</p> : null}
          <FactList facts={[{ label: t('department'), value: department ? taxonomyLabel(department) : null }]} />
        </div>
      </header>
      <Markup html={richText(entry, 'bio')} onNavigate={onNavigate} />
    </article>
  );
}
