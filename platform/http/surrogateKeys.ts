// Surrogate keys name what an answer was built from, so a cache in front of the site can purge exactly the
// answers a content change affects. The scheme (documented in platform/README.md):
//   {project}_entry_{entryId}      an entry used in the answer (any language, any version status)
//   {project}_node_{nodeId}        a node used in the answer
//   {project}_entries              every entry list, search and ZenQL answer of the project (new entries change them)
//   {project}_contenttype_{id}     a content type, and lists of its entries
//   {project}_nodes                node answers whose shape depends on the tree (children, paths, ancestors)
//   {project}_taxonomy, {project}_project, {project}_contenttypes

/**
 * Most keys an answer names one by one. Beyond that the entry and node keys give way to the project's
 * `{project}_entries` and `{project}_nodes`, which every entry change and node change purges anyway: a list
 * of hundreds of children would otherwise send a header larger than HTTP clients accept (16 kB in Node).
 */
export const MAX_NAMED_KEYS = 100;

export class SurrogateKeys {
  private readonly keys = new Set<string>();
  /** Entry and node keys, with the project-wide key that covers each. */
  private readonly coveredBy = new Map<string, string>();

  get size(): number {
    return this.keys.size;
  }

  add(projectId: string, kind: string, id?: string): void {
    this.keys.add(surrogateKey(projectId, kind, id));
  }

  entry(projectId: string, entryId: string): void {
    const key = surrogateKey(projectId, 'entry', entryId);
    this.keys.add(key);
    this.coveredBy.set(key, surrogateKey(projectId, 'entries'));
  }

  node(projectId: string, nodeId: string): void {
    const key = surrogateKey(projectId, 'node', nodeId);
    this.keys.add(key);
    this.coveredBy.set(key, surrogateKey(projectId, 'nodes'));
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  header(): string {
    if (this.keys.size <= MAX_NAMED_KEYS) return [...this.keys].join(' ');
    const keys = new Set<string>();
    for (const key of this.keys) keys.add(this.coveredBy.get(key) ?? key);
    return [...keys].join(' ');
  }
}

/** Keys hold no spaces (they are space-separated in the header); other characters are kept, lower-cased. */
export function surrogateKey(projectId: string, kind: string, id?: string): string {
  const text = id === undefined ? `${projectId}_${kind}` : `${projectId}_${kind}_${id}`;
  return text.toLowerCase().replace(/\s+/g, '-');
}
