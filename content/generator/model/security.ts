// security.json: demo seed users, groups, one API client and one delivery access token.
// These are published demo credentials (README.md lists them); never reuse them anywhere real.
import { guid } from '../ids';
import type { PackSecurity } from '../../../contract';

const DEMO_ACCESS_TOKEN = 'trellis-demo-access-token-7f3c9a2e5b8d4f1a';

const DEMO_CLIENT = {
  clientId: 'trellis-demo-client',
  clientSecret: 'trellis-demo-secret-4c1e8b7a2d9f',
} as const;

/** The resource scopes the official clients request (contensis-api.md §2.1), all granted. */
const ALL_SCOPES = [
  'Security_Administrator',
  'ContentType_Read',
  'ContentType_Write',
  'ContentType_Delete',
  'Entry_Read',
  'Entry_Write',
  'Entry_Delete',
  'Project_Read',
  'Project_Write',
  'Project_Delete',
  'Workflow_Administrator',
];

const DEMO_USERS = [
  { username: 'ada', firstName: 'Ada', lastName: 'Lovelace', password: 'Orchid-Walk-2026', groups: ['Members'], suspended: false },
  { username: 'grace', firstName: 'Grace', lastName: 'Hopper', password: 'Seed-Bank-1889', groups: ['Staff'], suspended: false },
  { username: 'alan', firstName: 'Alan', lastName: 'Turing', password: 'Palm-House-42!', groups: ['Editors'], suspended: false },
  { username: 'mary', firstName: 'Mary', lastName: 'Anning', password: 'Fossil-Coast-77', groups: [], suspended: false },
  { username: 'rosalind', firstName: 'Rosalind', lastName: 'Franklin', password: 'Helix-Lab-1953', groups: ['Members'], suspended: true },
] as const;

export function demoSecurity(): PackSecurity {
  return {
    groups: [
      { id: guid('group', 'Members'), name: 'Members', description: 'Garden members: can see the members’ area.', parentGroups: [] },
      { id: guid('group', 'Staff'), name: 'Staff', description: 'Employees of the garden (members too).', parentGroups: ['Members'] },
      { id: guid('group', 'Editors'), name: 'Editors', description: 'Staff who edit the website.', parentGroups: ['Staff'] },
    ],
    users: DEMO_USERS.map((u) => ({
      id: guid('user', u.username),
      username: u.username,
      email: `${u.username}@example.com`,
      firstName: u.firstName,
      lastName: u.lastName,
      password: u.password,
      groups: [...u.groups],
      status: { suspended: u.suspended, locked: false },
    })),
    clients: [{ clientId: DEMO_CLIENT.clientId, clientSecret: DEMO_CLIENT.clientSecret, scopes: ALL_SCOPES }],
    accessTokens: [DEMO_ACCESS_TOKEN],
  };
}
