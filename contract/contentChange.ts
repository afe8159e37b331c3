// What a content change touched, as the local platform tells its sites (and, later, a publishing webhook):
// the surrogate keys of every answer it may have altered, in the scheme of platform/http/surrogateKeys.ts.

export interface ContentChangeProject {
  id: string;
  /** Entries added, changed or removed (any language or version). */
  entryIds: string[];
  /** Paths of nodes added, changed or removed. */
  nodePaths: string[];
  contentTypeIds: string[];
}

export interface ContentChange {
  /** Surrogate keys (lower case) of the answers the change may have altered. */
  keys: string[];
  /** Nothing cached can be trusted (a project appeared or went): drop it all. */
  everything: boolean;
  /** What changed, project by project, for logs and development tools. */
  projects: ContentChangeProject[];
}

/** Whether a message's `change` has the shape of a ContentChange (it crossed a process boundary). */
export function isContentChange(value: unknown): value is ContentChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Partial<ContentChange>;
  return (
    Array.isArray(change.keys) &&
    change.keys.every((key) => typeof key === 'string') &&
    typeof change.everything === 'boolean' &&
    Array.isArray(change.projects)
  );
}
