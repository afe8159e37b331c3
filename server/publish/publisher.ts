// What a publishing event does once accepted, in the process that received it: drop what this process cached from
// the change, tell the cluster's other workers (through the primary) and the other instances (Redis), and purge
// the CDN, once for the whole site: here, not in the processes told.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { ContentChange } from '../../contract';
import { CONTENT_PUBLISHED, INSTANCE_ENV, type ContentPublishedMessage } from '../cluster/protocol';
import type { SiteConfig } from '../config';
import { dropChangedContent } from '../contentChanges';
import type { Logger } from '../logger';
import { createCdnPurger, type CdnPurger } from './purge/cdnPurger';
import { rememberEvent } from './recentEvents';
import { createRedisChanges, type RedisChanges } from './redisChanges';

/** This instance's id: the primary gives its workers one; a site alone in its process makes its own. */
const instance = process.env[INSTANCE_ENV] || randomUUID();

/** The keys a CDN purge names for `change`: its own and the catch-all; the application key when everything changed. */
export function cdnKeys(change: ContentChange, keys: SiteConfig['surrogateKeys']): string[] {
  if (change.everything) return [keys.appKey];
  return change.keys.length === 0 ? [] : [...new Set([...change.keys, keys.catchAllKey])];
}

const purgers = new Map<string, CdnPurger>();

/** This process's purger for the configured CDN (one per configuration), or null without CDN_PURGE. */
export function cdnPurgerFor(config: SiteConfig, logger: Logger): CdnPurger | null {
  const { cdn } = config.publish;
  if (!cdn) return null;
  const id = JSON.stringify(cdn);
  let purger = purgers.get(id);
  if (!purger) {
    purger = createCdnPurger(cdn, { logger: logger.child({ component: 'cdn-purge' }) });
    purgers.set(id, purger);
  }
  return purger;
}

/** Purges the CDN of what `change` may have altered (nothing without CDN_PURGE); never rejects. */
export function purgeCdn(config: SiteConfig, logger: Logger, change: ContentChange): Promise<void> {
  const purger = cdnPurgerFor(config, logger);
  if (!purger) return Promise.resolve();
  return purger.purge(cdnKeys(change, config.surrogateKeys)).then(() => undefined);
}

const redisConnections = new Map<string, RedisChanges>();

/** Listens to the other instances' changes (once a process) when Redis is configured and the webhook is on. */
export function redisChangesFor(config: SiteConfig, logger: Logger): RedisChanges | null {
  const url = config.operations.redisUrl;
  if (!url || !config.publish.webhookSecret) return null;
  let changes = redisConnections.get(url);
  if (!changes) {
    changes = createRedisChanges({
      url,
      instance,
      logger,
      onChange(change, eventId) {
        rememberEvent(eventId);
        const dropped = dropChangedContent(change);
        logger.debug({ eventId, dropped, keys: change.keys.length }, 'Published elsewhere: cached answers dropped');
      },
    });
    redisConnections.set(url, changes);
  }
  return changes;
}

/**
 * A change a webhook brought: dropped here, spread to every worker and instance, purged from the CDN once (by the
 * cluster's primary once every worker has dropped it, or here when this site is alone in its process).
 */
export function publishChange(config: SiteConfig, logger: Logger, change: ContentChange, eventId: string): number {
  const dropped = dropChangedContent(change);
  void redisChangesFor(config, logger)?.publish(change, eventId);
  if (cluster.isWorker && process.connected) {
    const message: ContentPublishedMessage = { type: CONTENT_PUBLISHED, change, eventId };
    // The callback keeps a primary that went meanwhile from making this an 'error' event.
    process.send?.(message, undefined, undefined, () => {});
  } else {
    void purgeCdn(config, logger, change);
  }
  return dropped;
}

/** Closes this process's Redis connections and cancels the purges still to repeat (a site's close). */
export async function closePublishing(): Promise<void> {
  const connections = [...redisConnections.values()];
  redisConnections.clear();
  for (const purger of purgers.values()) purger.close();
  purgers.clear();
  await Promise.all(connections.map((changes) => changes.close()));
}
