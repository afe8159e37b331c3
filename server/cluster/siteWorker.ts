// A site worker of the cluster: one Express site on the shared port, stopped gracefully when the primary asks.
import { isContentChange } from '../../contract';
import { dropChangedContent } from '../contentChanges';
import type { Logger } from '../logger';
import { reportMetricsToPrimary } from '../metrics/clusterMetrics';
import { processMetrics } from '../metrics/siteMetrics';
import type { Upstream } from '../upstream';
import { startOrExit, stopOnce } from './childProcess';
import { CONTENT_CHANGED, isMessage, SHUTDOWN, type ContentChangedMessage } from './protocol';

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
    if (isMessage<ContentChangedMessage>(message, CONTENT_CHANGED) && isContentChange(message.change)) {
      const dropped = dropChangedContent(message.change);
      logger.debug(
        { dropped, keys: message.change.keys.length, everything: message.change.everything },
        'Content changed: cached answers dropped',
      );
    }
  });
  process.on('SIGTERM', stop);
  // Ctrl-C reaches every process of the terminal's group: the primary stops the workers in order.
  process.on('SIGINT', () => {});
}
