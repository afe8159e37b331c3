// Metrics of a cluster: each worker keeps its own registry; the primary asks every worker for it over the cluster's
// IPC channel and sums them (prom-client's aggregation: counters and histograms added, gauges per their rule), so a
// scrape sees the whole site whichever process answers it.
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { CollectMetrics, MetricsText } from './endpoint';

const READY = 'trellis:metrics-ready'; // worker → primary: it answers requests from now on
const REQUEST = 'trellis:metrics-request'; // primary → worker: this process's metrics, please
const RESPONSE = 'trellis:metrics-response'; // worker → primary
const ASK = 'trellis:metrics-ask'; // worker → primary: the whole cluster's metrics (a scrape on the site's port)
const ANSWER = 'trellis:metrics-answer'; // primary → worker

interface Message {
  type?: string;
  id?: string;
  metrics?: object[];
  text?: MetricsText | null;
}

/** How long the primary waits for one worker (a worker that does not answer is left out of that scrape). */
const WORKER_TIMEOUT_MS = 2_000;

/** In a worker: answers the primary's requests with this process's registry. */
export function reportMetricsToPrimary(registry: Registry): void {
  process.on('message', (message: Message) => {
    if (message?.type !== REQUEST) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: RESPONSE, id: message.id, metrics }),
      () => process.send?.({ type: RESPONSE, id: message.id, metrics: [] }),
    );
  });
  process.send?.({ type: READY });
}

/** In a worker: the whole cluster's metrics, as the primary sums them. */
export function clusterMetricsFromPrimary(timeoutMs = 5_000): Promise<MetricsText> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, text?: MetricsText | null) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (text) resolve(text);
      else reject(error ?? new Error('The primary could not collect the metrics'));
    };
    const onMessage = (message: Message) => {
      if (message?.type === ANSWER && message.id === id) done(null, message.text);
    };
    const timer = setTimeout(() => done(new Error('The primary did not answer with the metrics')), timeoutMs);
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}

function askWorker(worker: Worker, id: string): Promise<object[] | null> {
  return new Promise((resolve) => {
    const finish = (metrics: object[] | null) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('exit', onExit);
      resolve(metrics);
    };
    const onMessage = (message: Message) => {
      if (message?.type === RESPONSE && message.id === id) finish(message.metrics ?? []);
    };
    const onExit = () => finish(null);
    const timer = setTimeout(onExit, WORKER_TIMEOUT_MS);
    worker.on('message', onMessage).once('exit', onExit);
    try {
      worker.send({ type: REQUEST, id });
    } catch {
      finish(null);
    }
  });
}

/** In the primary: collects the ready workers' metrics, and answers workers that ask for them. */
export function createClusterMetrics(): CollectMetrics {
  const ready = new Set<Worker>();
  const collect: CollectMetrics = async () => {
    const id = randomUUID();
    const live = [...ready].filter((worker) => worker.isConnected());
    const answers = await Promise.all(live.map((worker) => askWorker(worker, id)));
    const registry = AggregatorRegistry.aggregate(answers.filter((metrics): metrics is object[] => metrics !== null));
    return { contentType: registry.contentType, body: await registry.metrics() };
  };
  cluster.on('message', (worker, message: Message) => {
    if (message?.type === READY) ready.add(worker);
    if (message?.type === ASK) {
      collect().then(
        (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text }),
        () => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text: null }),
      );
    }
  });
  cluster.on('exit', (worker) => ready.delete(worker));
  return collect;
}

/** This process's own metrics, or the cluster's when this is one of its workers. */
export function localOrClusterMetrics(registry: Registry): CollectMetrics {
  if (cluster.isWorker) return () => clusterMetricsFromPrimary();
  return async () => ({ contentType: registry.contentType, body: await registry.metrics() });
}
