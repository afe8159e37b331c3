// Starts the local platform on the demo pack for one test file and runs each case through both
// clients: once per client against the pack's expectations, then once more to compare the two answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform, type RunningPlatform } from '../../../platform';
import type { CompatClient, RecordedRequest } from './compatClient';
import { DEMO_DIR } from './demoPack';
import { officialAdapter } from './officialAdapter';
import { trellisAdapter } from './trellisAdapter';

// Demo seed values, published in content/README.md ("Demo credentials").
const ACCESS_TOKEN = 'trellis-demo-access-token-7f3c9a2e5b8d4f1a';
export const CLIENT_DETAILS = { clientId: 'trellis-demo-client', clientSecret: 'trellis-demo-secret-4c1e8b7a2d9f' };

export type Auth = 'accessToken' | 'clientCredentials';

export interface CompatCase {
  name: string;
  run(client: CompatClient): Promise<unknown>;
  /** `sent` = the requests the client made for this case. */
  check(answer: unknown, sent: RecordedRequest[]): void;
}

function createClients(url: string, projectId: string, auth: Auth): CompatClient[] {
  if (auth === 'clientCredentials') {
    return [
      officialAdapter({ rootUrl: url, projectId, clientType: 'client_credentials', clientDetails: CLIENT_DETAILS }),
      trellisAdapter({ rootUrl: url, projectId, clientType: 'client_credentials', clientDetails: CLIENT_DETAILS }),
    ];
  }
  return [
    officialAdapter({ rootUrl: url, projectId, accessToken: ACCESS_TOKEN }),
    trellisAdapter({ rootUrl: url, projectId, accessToken: ACCESS_TOKEN }),
  ];
}

interface Answer {
  answer: unknown;
  sent: RecordedRequest[];
}

/** Defines a describe block that runs every case through both clients and compares their answers. */
export function compatSuite(title: string, cases: CompatCase[], options: { projectId?: string; auth?: Auth } = {}): void {
  const projectId = options.projectId ?? 'website';
  const auth = options.auth ?? 'accessToken';

  describe(title, () => {
    let platform: RunningPlatform | null = null;
    let dataDir = '';
    let clients: CompatClient[] = [];
    // One call per (client, case): the comparison reuses the answers the checks saw.
    const answers = new Map<string, Promise<Answer>>();

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'trellis-compat-'));
      platform = await startPlatform({ contentDir: DEMO_DIR, dataDir, port: 0 });
      clients = createClients(platform.url, projectId, auth);
    });
    afterAll(async () => {
      await platform?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    function answerOf(clientName: string, compatCase: CompatCase): Promise<Answer> {
      const key = `${clientName}\u0000${compatCase.name}`;
      let pending = answers.get(key);
      if (!pending) {
        const client = clients.find((c) => c.name === clientName);
        if (!client) throw new Error(`no client ${clientName}`);
        const before = client.requests.length;
        pending = compatCase.run(client).then((answer) => ({ answer, sent: client.requests.slice(before) }));
        answers.set(key, pending);
      }
      return pending;
    }

    describe.each(['official', 'trellis'])('%s client', (clientName) => {
      it.each(cases)('$name', async (compatCase) => {
        const { answer, sent } = await answerOf(clientName, compatCase);
        compatCase.check(answer, sent);
      });
    });

    it.each(cases)('both clients get the same data: $name', async (compatCase) => {
      const [official, trellis] = await Promise.all([answerOf('official', compatCase), answerOf('trellis', compatCase)]);
      expect(trellis.answer).toEqual(official.answer);
    });
  });
}
