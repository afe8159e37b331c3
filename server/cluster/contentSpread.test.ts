// The primary's spread of a content change: every worker is told, and the CDN purge that follows waits until each
// has said it dropped the change (or a worker that never answers is given up on).
import cluster, { type Worker } from 'node:cluster';
import type { ContentChange } from '../../contract';
import { createContentSpreader } from './contentSpread';
import { CONTENT_DROPPED, type ContentChangedMessage } from './protocol';

const change: ContentChange = { keys: ['website_entry_1'], everything: false, projects: [] };

function pool(pids: number[]) {
  const sent: ContentChangedMessage[] = [];
  return { sent, broadcast: (message: object) => sent.push(message as ContentChangedMessage), pids: () => pids };
}

const worker = (pid: number) => ({ process: { pid } }) as unknown as Worker;
const dropped = (pid: number, seq: number) => cluster.emit('message', worker(pid), { type: CONTENT_DROPPED, seq });

it('resolves only once every worker has dropped the change', async () => {
  const workers = pool([101, 102]);
  const spreader = createContentSpreader(workers);
  let done = false;
  const spreading = spreader.spread(change, 'evt-1').then(() => (done = true));
  expect(workers.sent).toEqual([{ type: 'trellis:content-changed', change, eventId: 'evt-1', seq: 1 }]);

  dropped(101, 1);
  // Another change's word, or a stranger's, does not count.
  dropped(102, 99);
  dropped(103, 1);
  await new Promise((resolve) => setImmediate(resolve));
  expect(done).toBe(false);

  dropped(102, 1);
  await spreading;
  expect(done).toBe(true);
});

it('gives up on a worker that never answers, so the purge still happens', async () => {
  const spreader = createContentSpreader(pool([201]));
  await expect(spreader.spread(change)).resolves.toBeUndefined();
});

it('resolves at once without workers', async () => {
  const workers = pool([]);
  await createContentSpreader(workers).spread(change);
  expect(workers.sent).toHaveLength(1);
});
