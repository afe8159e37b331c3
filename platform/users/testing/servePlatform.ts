// A platform process for the durability test: serves the content pack argv[2] with the data folder argv[3] on an
// ephemeral port and prints its URL. The test registers users through it and kills it with SIGKILL.
import { startPlatform } from '../../index';

async function main(contentDir: string, dataDir: string): Promise<void> {
  // A cheap scrypt cost: the test is about durability, not hashing.
  const platform = await startPlatform({ contentDir, dataDir, port: 0, passwordHashCost: { N: 1024, r: 8, p: 1 } });
  process.stdout.write(`${platform.url}\n`);
}

void main(process.argv[2], process.argv[3]);
