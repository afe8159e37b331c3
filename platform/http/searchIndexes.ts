import { findEntry, type LoadedProject } from '../pack';
import { SearchIndex } from '../search';

/** One search index per project, built on first use (startPlatform builds them before it listens). */
export class SearchIndexes {
  private readonly built = new Map<string, SearchIndex>();

  get(project: LoadedProject): SearchIndex {
    let index = this.built.get(project.id);
    if (!index) {
      index = new SearchIndex(project.entries, {
        contentTypes: project.contentTypes,
        lookup: (id, language, versionStatus) => findEntry(project, id, language, versionStatus),
      });
      this.built.set(project.id, index);
    }
    return index;
  }
}
