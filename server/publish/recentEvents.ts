// The publishing events this process has handled lately, by id: a webhook delivered twice (Contensis retries, or a
// burst of the same event) is handled once. Shared by every site of the process; the cluster and Redis tell each
// process of the events another one handled (publisher.ts).

const REMEMBER_MS = 15 * 60_000;
const MOST = 10_000;

const seen = new Map<string, number>();

/** Records `id`; false when it was recorded already (within the last 15 minutes). */
export function firstTimeOf(id: string, now = Date.now()): boolean {
  const until = seen.get(id);
  if (until !== undefined && until > now) return false;
  rememberEvent(id, now);
  return true;
}

export function rememberEvent(id: string, now = Date.now()): void {
  seen.delete(id);
  seen.set(id, now + REMEMBER_MS);
  // Oldest first (insertion order): drop those expired, and the oldest beyond the bound.
  for (const [old, until] of seen) {
    if (seen.size <= MOST && until > now) break;
    seen.delete(old);
  }
}
