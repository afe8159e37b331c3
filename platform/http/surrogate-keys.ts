// Surrogate keys name what an answer was built from, so a cache in front of the site can purge exactly the
// answers a content change affects. The scheme (documented in platform/README.md):
//   {project}_entry_{entryId}      an entry used in the answer (any language, any version status)
//   {project}_node_{nodeId}        a node used in the answer
//   {project}_entries              every entry list, search and ZenQL answer of the project (new entries change them)
//   {project}_contenttype_{id}     a content type, and lists of its entries
//   {project}_nodes                node answers whose shape depends on the tree (children, paths, ancestors)
//   {project}_taxonomy, {project}_project, {project}_contenttypes

export class SurrogateKeys {
  private readonly keys = new Set<string>();

  get size(): number {
    return this.keys.size;
  }

  add(projectId: string, kind: string, id?: string): void {
    this.keys.add(surrogateKey(projectId, kind, id));
  }

  entry(projectId: string, entryId: string): void {
    this.add(projectId, 'entry', entryId);
  }

  node(projectId: string, nodeId: string): void {
    this.add(projectId, 'node', nodeId);
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  header(): string {
    return [...this.keys].join(' ');
  }
}

/** Keys hold no spaces (they are space-separated in the header); other characters are kept, lower-cased. */
function surrogateKey(projectId: string, kind: string, id?: string): string {
  const text = id === undefined ? `${projectId}_${kind}` : `${projectId}_${kind}_${id}`;
  return text.toLowerCase().replace(/\s+/g, '-');
}
