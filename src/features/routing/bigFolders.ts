/**
 * Parents whose ancestors, asked for with their children (one call: the breadcrumb, the siblings and the menu's
 * root), bring a list longer than a section list's limit: a folder of thousands. A page below one asks for its
 * ancestors alone first (relatives.ts). A hint only, never the truth: every answer's child counts decide what is
 * kept and asked next, and correct the hint, so a folder that grew or shrank costs one call more, once.
 */
export interface BigFolders {
  known(parentId: string, limit: number): boolean;
  learn(parentId: string, limit: number, big: boolean): void;
}

/** Most parents remembered (the least recently learned go first): a few kilobytes. */
export const BIG_FOLDERS_REMEMBERED = 1000;

export function createBigFolders(max = BIG_FOLDERS_REMEMBERED): BigFolders {
  const big = new Set<string>();
  const key = (parentId: string, limit: number) => `${parentId}\n${limit}`;
  return {
    known: (parentId, limit) => big.has(key(parentId, limit)),
    learn(parentId, limit, isBig) {
      const k = key(parentId, limit);
      big.delete(k);
      if (!isBig) return;
      big.add(k);
      if (big.size > max) big.delete(big.values().next().value as string);
    },
  };
}

/** One per process (and per browser tab): what it learns holds for every project, as node ids are unique. */
export const bigFolders: BigFolders = createBigFolders();
