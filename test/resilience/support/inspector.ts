import net from 'node:net';
import { WebSocket } from 'undici';

export interface InspectedProcess {
  /** A full garbage collection that also hands free memory back to the system (V8's low-memory notification). */
  collectGarbage(): Promise<void>;
  /** `process.memoryUsage()` of the process. */
  memoryUsage(): Promise<NodeJS.MemoryUsage>;
  /** The JSON-able value of an expression evaluated in the process (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  close(): void;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port for NODE_OPTIONS=--inspect-port with the next few free as well: a cluster's primary gives its workers the
 * ports after its own (port 0 would give them port 1).
 */
export async function freeInspectorPort(workers = 2): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    const ports = Array.from({ length: workers + 1 }, (_, index) => port + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return port;
  }
}

/**
 * Opens the V8 inspector of a running Node process: SIGUSR1 starts it (on the port NODE_OPTIONS=--inspect-port
 * gave it), and it names its address on stderr (`stderr()`: all the process wrote there). Loopback only; for tests
 * that measure a process from outside.
 */
export async function inspectProcess(pid: number, stderr: () => string, timeoutMs = 10_000): Promise<InspectedProcess> {
  const before = stderr().length;
  process.kill(pid, 'SIGUSR1');
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!(url = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(stderr().slice(before))?.[1])) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not open its inspector: ${stderr().slice(before)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    pending.delete(message.id ?? -1);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      lastId += 1;
      pending.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  return {
    collectGarbage: async () => {
      await call('HeapProfiler.collectGarbage');
    },
    memoryUsage: async () => {
      const answer = (await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as {
        result: { value: string };
      };
      return JSON.parse(answer.result.value) as NodeJS.MemoryUsage;
    },
    evaluate: async <T>(expression: string) => {
      const answer = (await call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })) as {
        result: { value?: T };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      };
      if (answer.exceptionDetails)
        throw new Error(`evaluate failed: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
      return answer.result.value as T;
    },
    close: () => socket.close(),
  };
}
