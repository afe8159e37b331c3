import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real Varnish (Debian's `varnish`, with the xkey vmod of `varnish-modules`) on a loopback port, in front of a
 * site, with test/varnish/trellis.vcl. Tests that need it are skipped with a message when it is missing on a
 * developer's machine; CI installs both (`.ci/run`) and sets REQUIRE_VARNISH, so there a missing one fails instead.
 */
export interface Varnish {
  port: number;
  url: string;
  /** What varnishd wrote (for a failure's message). */
  output(): string;
  close(): Promise<void>;
}

const VCL = path.join(__dirname, '..', 'varnish', 'trellis.vcl');
const BINARY = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd', '/usr/bin/varnishd'].find((file) => fs.existsSync(file)) ?? null;

/** The VCL under test, pointed at the site. */
export function siteVcl(backendPort: number): string {
  return fs.readFileSync(VCL, 'utf8').replaceAll('"BACKEND_HOST"', '"127.0.0.1"').replaceAll('"BACKEND_PORT"', `"${backendPort}"`);
}

/** True when the tests can run (varnishd compiles the VCL, xkey included); otherwise says once why they are skipped. */
export function varnishAvailable(): boolean {
  let reason = 'varnishd is not installed';
  if (BINARY) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-varnish-check-'));
    const vcl = path.join(dir, 'site.vcl');
    fs.writeFileSync(vcl, siteVcl(9));
    const check = spawnSync(BINARY, ['-C', '-j', 'none', '-n', path.join(dir, 'n'), '-f', vcl], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    if (check.status === 0) return true;
    reason = `varnishd cannot compile test/varnish/trellis.vcl (is varnish-modules, the xkey vmod, installed?): ${check.stderr.slice(0, 300)}`;
  }
  const message = `${reason} (apt-get install -y varnish varnish-modules): the tests against a real Varnish are skipped`;
  if (process.env.REQUIRE_VARNISH) throw new Error(message.replace('are skipped', 'cannot run, and CI requires them'));
  process.stderr.write(`${message}\n`);
  return false;
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** varnishd in the foreground on `port`, in front of the site on `backendPort`; resolves once it accepts connections. */
export async function startVarnish({ port, backendPort }: { port: number; backendPort: number }): Promise<Varnish> {
  if (!BINARY) throw new Error('varnishd is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-varnish-'));
  const vcl = path.join(dir, 'site.vcl');
  fs.writeFileSync(vcl, siteVcl(backendPort));
  // -j none: no privilege separation (the test's own user owns the working folder); the ban lurker runs often.
  const child: ChildProcess = spawn(
    BINARY,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(dir, 'n'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vcl,
      '-s',
      'malloc,64m',
      '-p',
      'ban_lurker_sleep=0.01',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await connects(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`varnishd did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, url: `http://127.0.0.1:${port}`, output: () => output, close };
}
