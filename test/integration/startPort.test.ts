// `npm start` with one of its ports taken says so in one line, before it builds anything, and exits 1.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const START = path.join(__dirname, '..', '..', 'scripts', 'start.js');

/** A port held by another listener for the length of a test. */
async function holdPort(host: string): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return server;
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

/** Runs `npm start`'s script; ends it if it is still running after `limitMs` (it would then be serving). */
function runStart(env: Record<string, string>, limitMs = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [START], {
      env: { ...process.env, CONTENSIS_URL: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const limit = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('close', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    });
  });
}

it.each([
  ['PORT', '0.0.0.0', (port: number) => ({ PORT: String(port), PLATFORM_PORT: '0' })],
  ['PLATFORM_PORT', '127.0.0.1', (port: number) => ({ PORT: '0', PLATFORM_PORT: String(port) })],
])(
  '%s in use: one line naming the port and the variable, nothing built, exit 1',
  async (name, host, env) => {
    const held = await holdPort(host);
    try {
      const port = portOf(held);
      const result = await runStart(env(port));
      expect(result).toEqual({ code: 1, stdout: '', stderr: `Port ${port} is in use: set ${name} to another port\n` });
    } finally {
      held.close();
    }
  },
  90_000,
);
