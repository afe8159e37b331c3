// Registers users one after another and prints each username once the store has acknowledged it; the
// durability test kills this process with SIGKILL at some point.
import { UserStore } from '../user-store';

async function main(dir: string): Promise<void> {
  const store = await UserStore.open(dir);
  for (let n = 0; ; n++) {
    const username = `user-${process.pid}-${n}`;
    await store.create({ username, email: `${username}@example.com`, firstName: 'Test', lastName: null, password: `Long-enough-${n}` });
    process.stdout.write(`${username}\n`);
  }
}

void main(process.argv[2]);
