// A summary of one process's garbage collections from V8's `--trace-gc-nvp` lines, for bench/memory.ts.

export interface GcSummary {
  scavenges: number;
  scavengeMs: number;
  markCompacts: number;
  markCompactMs: number;
  /** Bytes the scavenges moved from the young generation to the old one. */
  promotedBytes: number;
}

/**
 * Adds up the `--trace-gc-nvp` lines of process `pid` (each begins `[pid:0x…]`, then `pause=… gc=s|mc …
 * promoted=…`): how many scavenges and mark-compacts, their main-thread pauses and the bytes promoted.
 */
export function summariseGcTrace(lines: readonly string[], pid: number): GcSummary {
  const summary: GcSummary = { scavenges: 0, scavengeMs: 0, markCompacts: 0, markCompactMs: 0, promotedBytes: 0 };
  for (const line of lines) {
    if (!line.startsWith(`[${pid}:`)) continue;
    const kind = / gc=(\w+)/.exec(line)?.[1];
    const pause = Number(/ pause=([\d.]+)/.exec(line)?.[1] ?? 0);
    if (kind === 's') {
      summary.scavenges += 1;
      summary.scavengeMs += pause;
      summary.promotedBytes += Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0);
    } else if (kind === 'mc') {
      summary.markCompacts += 1;
      summary.markCompactMs += pause;
    }
  }
  return summary;
}
