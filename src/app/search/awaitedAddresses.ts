/** The chosen addresses remembered while their locations come. */
const MAX_AWAITED = 8;

/**
 * The addresses search controls chose whose locations have not come yet, oldest first. A control's choice starts its
 * search at once and its address is taken once the page is idle (clickNavigation.ts), so that location finds its
 * search run or under way, or a newer choice's.
 */
export function awaitedAddresses() {
  let awaited: string[] = [];
  return {
    chosen(address: string): void {
      awaited = [...awaited.slice(1 - MAX_AWAITED), address];
    },
    /** A location came: true when a choice's search covers it; any other location (back, forward, a link) forgets them. */
    arrived(address: string): boolean {
      const at = awaited.indexOf(address);
      awaited = at < 0 ? [] : awaited.slice(at + 1);
      return at >= 0;
    },
  };
}
