// The production build the SSR benchmarks measure, made when a source is newer than dist/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib';

export function build(): void {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.js'), '--if-needed'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`node scripts/build.js --if-needed failed (${built.status ?? built.signal})`);
}
