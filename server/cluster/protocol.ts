// What the primary and its children tell each other: through the environment at start, then IPC messages.
import type { ContentChange } from '../../contract';
import type { Upstream } from '../upstream';

/** Set by the primary on the processes it forks: `platform` or `site` (never set it yourself). */
export const PROCESS_ROLE_ENV = 'TRELLIS_PROCESS_ROLE';
/** The site workers' upstream (the platform's address, token, projects), as JSON. */
export const UPSTREAM_ENV = 'TRELLIS_UPSTREAM';

/** Platform child → primary: it answers at `upstream.rootUrl`. */
export const PLATFORM_READY = 'trellis:platform-ready';
/** Primary → site worker: finish what is in flight, then exit. */
export const SHUTDOWN = 'trellis:shutdown';

/** Platform child → primary → every site worker: the pack was reloaded; drop what this change altered. */
export const CONTENT_CHANGED = 'trellis:content-changed';

export interface ContentChangedMessage {
  type: typeof CONTENT_CHANGED;
  change: ContentChange;
  /** A publishing event's id: the worker that received the webhook has dropped it already. */
  eventId?: string;
  /** Set when the primary waits for the workers' CONTENT_DROPPED before it purges the CDN. */
  seq?: number;
}

/** Site worker → primary: it has dropped what the CONTENT_CHANGED message `seq` altered. */
export const CONTENT_DROPPED = 'trellis:content-dropped';

export interface ContentDroppedMessage {
  type: typeof CONTENT_DROPPED;
  seq: number;
}

/** Site worker → primary: a publishing webhook brought this change; the primary tells every worker. */
export const CONTENT_PUBLISHED = 'trellis:content-published';

export interface ContentPublishedMessage {
  type: typeof CONTENT_PUBLISHED;
  change: ContentChange;
  eventId: string;
}

/** Set by the primary on its site workers: the instance they belong to (Redis messages of their own are ignored). */
export const INSTANCE_ENV = 'TRELLIS_INSTANCE_ID';

export interface PlatformReadyMessage {
  type: typeof PLATFORM_READY;
  upstream: Upstream;
}

export function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

export function readUpstreamEnv(env: NodeJS.ProcessEnv = process.env): Upstream {
  const raw = env[UPSTREAM_ENV];
  if (!raw) throw new Error(`${UPSTREAM_ENV} is not set: site workers are started by the primary (npm start)`);
  return JSON.parse(raw) as Upstream;
}

/**
 * Node options for a child: the parent's, without what belongs to the parent alone (`-e`/`-p` code, which would run
 * instead of the child's program, and inspector ports, which would clash).
 */
export function childExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index += 1) {
    const arg = execArgv[index];
    if (['-e', '--eval', '-p', '--print', '-pe'].includes(arg)) {
      index += 1;
      continue;
    }
    if (/^--(eval|print)=/.test(arg) || /^--inspect/.test(arg)) continue;
    kept.push(arg);
  }
  return kept;
}

/**
 * glibc's malloc keeps what a thread of Node's pool freed for that thread's reuse: the platform's password hashing
 * (scrypt, 16 MB a hash at the default cost) left 16 MB held for good in each of the pool's threads that ever
 * hashed one (64 MB a process, from the users the platform seeds at its first start or the first sign-ins). A fixed
 * threshold hands allocations of 4 MB and more straight back to the system once freed; below it nothing changes.
 * An operator's own GLIBC_TUNABLES is kept as it is; other C libraries ignore the variable.
 */
export const CHILD_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=4194304';

/** What the primary adds to its children's environment (the platform process and the site workers). */
export function childMemoryEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return env.GLIBC_TUNABLES === undefined ? { GLIBC_TUNABLES: CHILD_MALLOC_TUNABLES } : {};
}

/** A V8 flag's name as written (`--max-old-space-size=…` or `--max_old_space_size …`), with dashes. */
const flagName = (arg: string): string => arg.replace(/=.*$/, '').replace(/_/g, '-');

/** `flags` after `execArgv`, each unless the operator names that flag already there or in NODE_OPTIONS. */
function withDefaultFlags(execArgv: readonly string[], flags: readonly string[], nodeOptions: string): string[] {
  const named = new Set([...execArgv, ...nodeOptions.split(/\s+/)].filter((arg) => arg.startsWith('--')).map(flagName));
  return [...execArgv, ...flags.filter((flag) => !named.has(flagName(flag)))];
}

/**
 * How far V8 lets the old generation grow past what its last full collection kept, for the site workers and the
 * platform: half as much again. V8's own factor, chosen from how fast it collects, let a busy worker's heap grow to
 * about three times its live objects between full collections (a worker of 50 MB of live objects held 140 MB after a
 * load); its collections run concurrently, and the worker's CPU a request did not rise measurably (bench/memory.ts).
 */
export const HEAP_GROWING_FLAG = '--heap-growing-percent=50';

/** A site worker's Node options: the primary's (childExecArgv), its heap's growth, and its limit (WORKER_HEAP_MB; 0 = none). */
export function workerExecArgv(
  heapMb: number,
  execArgv: readonly string[] = childExecArgv(),
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): string[] {
  return withDefaultFlags(execArgv, [HEAP_GROWING_FLAG, ...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : [])], nodeOptions);
}

/**
 * The local platform's Node options: the primary's, its heap's growth, and a young generation of 2 MB semi-spaces instead of 16. It
 * serves the site's workers on the same machine (a real Contensis replaces it in production): its young generation
 * stayed at 30 MB after a load, against 4 MB with this, and its CPU a request did not change measurably.
 */
export function platformExecArgv(execArgv: readonly string[] = childExecArgv(), nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  return withDefaultFlags(execArgv, ['--max-semi-space-size=2', HEAP_GROWING_FLAG], nodeOptions);
}
