// A site worker of the cluster: one Express site on the shared port, stopped gracefully when the primary asks.
import type { Logger } from '../logger';
import { reportMetricsToPrimary } from '../metrics/clusterMetrics';
import { processMetrics } from '../metrics/siteMetrics';
import type { Upstream } from '../upstream';
import { startOrExit, stopOnce } from './childProcess';
import { isMessage, SHUTDOWN } from './protocol';

export async function runSiteWorker(
  start: (upstream: Upstream) => Promise<{ close(): Promise<void> }>,
  upstream: Upstream,
  logger: Logger,
): Promise<void> {
  // First of all, so that a scrape during the start already finds this worker answering.
  reportMetricsToPrimary(processMetrics().registry);
  const site = await startOrExit(() => start(upstream), logger, 'A site worker failed to start');
  const stop = stopOnce(() => site.close());
  process.on('message', (message) => {
    if (isMessage(message, SHUTDOWN)) stop();
  });
  process.on('SIGTERM', stop);
  // Ctrl-C reaches every process of the terminal's group: the primary stops the workers in order.
  process.on('SIGINT', () => {});
}
