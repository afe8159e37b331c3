/**
 * A new value (an API answer, or objects made from one) frozen at its top as a reducer puts it into the state.
 * Immer walks every unfrozen object put into a draft, all the way down (a whole entry), looking for drafts; a
 * frozen one it leaves alone. Only for values that hold no draft: never one read from the draft itself.
 * (The browser's store freezes everything anyway; the server's does not: server/render/pageStore.ts.)
 */
export function intoState<T extends object | null>(value: T): T {
  return value === null ? value : Object.freeze(value);
}
