// A site worker of the cluster: one Express site on the shared port, stopped gracefully when the primary asks.
import { isContentChange } from '../../contract';
import { dropChangedContent } from '../contentChanges';
import type { Logger } from '../logger';
import { reportMetricsToPrimary } from '../metrics/clusterMetrics';
import { processMetrics } from '../metrics/siteMetrics';
import { firstTimeOf } from '../publish/recentEvents';
import type { Upstream } from '../upstream';
import { startOrExit, stopOnce } from './childProcess';
import { CONTENT_CHANGED, CONTENT_DROPPED, isMessage, SHUTDOWN, type ContentChangedMessage, type ContentDroppedMessage } from './protocol';

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
      // A publishing event this worker received itself (or heard of through Redis) was dropped already.
      if (typeof message.eventId !== 'string' || firstTimeOf(message.eventId)) {
        const dropped = dropChangedContent(message.change);
        logger.debug(
          { dropped, keys: message.change.keys.length, everything: message.change.everything },
          'Content changed: cached answers dropped',
        );
      }
      // The primary purges the CDN once every worker has dropped it: a page the CDN fetches again is the new one.
      if (typeof message.seq === 'number' && process.connected) {
        const done: ContentDroppedMessage = { type: CONTENT_DROPPED, seq: message.seq };
        process.send?.(done, undefined, undefined, () => {});
      }
    }
  });
  process.on('SIGTERM', stop);
  // Ctrl-C reaches every process of the terminal's group: the primary stops the workers in order.
  process.on('SIGINT', () => {});
}
