import type { Entry } from '../../lib/delivery/types';

/** Any entry: its title and description. Content type mappings may use it for types with no template. */
export function GenericEntryPage({ entry }: { entry: Entry }) {
  return (
    <article className="page">
      <header className="page-header">
        <h1>{entry.entryTitle}</h1>
        {entry.entryDescription ? <p className="lead">{entry.entryDescription}</p> : null}
      </header>
    </article>
  );
}
