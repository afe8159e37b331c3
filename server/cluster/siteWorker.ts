// A site worker of the cluster: one Express site on the shared port, stopped gracefully when the primary asks.
import type { Logger } from '../logger';
import { reportMetricsToPrimary } from '../metrics/clusterMetrics';
import { processMetrics } from '../metrics/siteMetrics';
import type { Upstream } from '../upstream';
import { isMessage, SHUTDOWN } from './protocol';

export async function runSiteWorker(start: (upstream: Upstream) => Promise<{ close(): Promise<void> }>, upstream: Upstream, logger: Logger): Promise<void> {
  // First of all, so that a scrape during the start already finds this worker answering.
  reportMetricsToPrimary(processMetrics().registry);
  let site: { close(): Promise<void> };
  try {
    site = await start(upstream);
  } catch (error) {
    logger.fatal({ err: error }, 'A site worker failed to start');
    process.exit(1);
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    site.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('message', (message) => {
    if (isMessage(message, SHUTDOWN)) stop();
  });
  process.on('SIGTERM', stop);
  // Ctrl-C reaches every process of the terminal's group: the primary stops the workers in order.
  process.on('SIGINT', () => {});
}
