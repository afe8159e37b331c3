import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` runs this bundle; an operator's SIGTERM must stop it cleanly (exit code 0).
it('serves, then shuts down gracefully on SIGTERM', async () => {
  const root = path.join(__dirname, '..', '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-shutdown-'));
  const child = spawn(process.execPath, ['-e', "require('./dist/server/main.js').main()"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      PLATFORM_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      CONTENSIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const serving = output
          .split('\n')
          .map((line) => /"url":"([^"]+)".*"msg":"Trellis is serving"/.exec(line))
          .find(Boolean);
        if (serving) resolve(serving[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
    });
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 30_000);
