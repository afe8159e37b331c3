import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { collectWhenIdle, lowMemoryCollection } from './idleCollection';

const MB = 1024 * 1024;
const QUIET_MS = 1000;

/** A server whose requests the test starts, and the heap size the watcher reads. */
function watched() {
  const server = new EventEmitter();
  let heap = 100 * MB;
  const collect = jest.fn(async () => {
    heap = 60 * MB;
  });
  const stop = collectWhenIdle(server as unknown as Server, {
    quietMs: QUIET_MS,
    minGrowthBytes: 16 * MB,
    collect,
    heapBytes: () => heap,
  });
  const request = () => server.emit('request', {}, {});
  return { collect, stop, request, grow: (bytes: number) => (heap += bytes), server };
}

describe('collectWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('collects once when the server goes quiet after its heap grew, and not again until it grows again', async () => {
    const { collect, stop, request, grow } = watched();
    request();
    grow(40 * MB);
    await jest.advanceTimersByTimeAsync(QUIET_MS);
    // A request came during that interval: not quiet yet.
    expect(collect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    request();
    grow(20 * MB);
    await jest.advanceTimersByTimeAsync(2 * QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('waits while requests keep coming', async () => {
    const { collect, stop, request, grow } = watched();
    grow(40 * MB);
    for (let interval = 0; interval < 5; interval += 1) {
      request();
      await jest.advanceTimersByTimeAsync(QUIET_MS);
    }
    expect(collect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a heap that grew by less than the threshold, and stops watching when stopped', async () => {
    const { collect, stop, request, grow, server } = watched();
    request();
    grow(8 * MB);
    await jest.advanceTimersByTimeAsync(5 * QUIET_MS);
    expect(collect).not.toHaveBeenCalled();
    stop();
    expect(server.listenerCount('request')).toBe(0);
    grow(40 * MB);
    await jest.advanceTimersByTimeAsync(5 * QUIET_MS);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('lowMemoryCollection', () => {
  it('frees the garbage and gives the heap’s pages back', async () => {
    let garbage: number[][] | null = Array.from({ length: 64 }, () => Array.from({ length: 128 * 1024 }, (_, index) => index + 0.5));
    const held = getHeapStatistics().total_heap_size;
    expect(garbage.length).toBe(64);
    garbage = null;
    await lowMemoryCollection();
    expect(getHeapStatistics().total_heap_size).toBeLessThan(held - 32 * MB);
  });
});
