import {
  at,
  expectArray,
  expectObject,
  fail,
  optionalBoolean,
  optionalString,
  optionalStringArray,
  requiredString,
  type Where,
} from './check';
import type { LoadedClient, LoadedGroup, LoadedSecurity, LoadedUser } from './model';
import type { JsonObject } from '../json';

/** Validates security.json: groups (parents by name or id), users, API clients and access tokens. */
export function loadSecurity(raw: unknown, file: string): LoadedSecurity {
  const root: Where = { file, field: '' };
  const body = expectObject(raw, root);
  const groups = loadGroups(body, root);
  const users = loadUsers(body, root, groups);
  const clients = loadClients(body, root);
  const tokens = optionalStringArray(body, 'accessTokens', root) ?? [];
  tokens.forEach((token, index) => {
    if (token === '') fail(at(at(root, 'accessTokens'), index), 'must not be empty');
  });
  return { ...groups, users, clients, accessTokens: new Set(tokens) };
}

type SecurityGroups = Pick<LoadedSecurity, 'groups' | 'groupsById' | 'groupsByName'>;

/** The groups, each group's parents (named by name or id) resolved to ids once all groups are read. */
function loadGroups(body: JsonObject, root: Where): SecurityGroups {
  const groups: LoadedGroup[] = [];
  const groupsById = new Map<string, LoadedGroup>();
  const groupsByName = new Map<string, LoadedGroup>();
  const rawGroups = body.groups === undefined ? [] : expectArray(body.groups, at(root, 'groups'));
  const parentRefs: { group: LoadedGroup; names: string[]; where: Where }[] = [];
  rawGroups.forEach((item, index) => {
    const where = at(at(root, 'groups'), index);
    const value = expectObject(item, where);
    const group: LoadedGroup = {
      id: requiredString(value, 'id', where),
      name: requiredString(value, 'name', where),
      description: optionalString(value, 'description', where),
      parentGroupIds: [],
    };
    if (groupsById.has(group.id)) fail(at(where, 'id'), `"${group.id}" is used by another group`);
    if (groupsByName.has(group.name.toLowerCase())) fail(at(where, 'name'), `"${group.name}" is used by another group`);
    groups.push(group);
    groupsById.set(group.id, group);
    groupsByName.set(group.name.toLowerCase(), group);
    parentRefs.push({ group, names: optionalStringArray(value, 'parentGroups', where) ?? [], where: at(where, 'parentGroups') });
  });

  const loaded = { groups, groupsById, groupsByName };
  for (const { group, names, where } of parentRefs) {
    group.parentGroupIds = names.map((name, index) => groupId(loaded, name, at(where, index)));
  }
  return loaded;
}

/** The id of the group `ref` names (by id, or by name in any case); fails at `where` when none. */
function groupId(groups: SecurityGroups, ref: string, where: Where): string {
  const group = groups.groupsById.get(ref) ?? groups.groupsByName.get(ref.toLowerCase());
  if (!group) fail(where, `"${ref}" names no group`);
  return group.id;
}

/** The users, their groups named by name or id. */
function loadUsers(body: JsonObject, root: Where, groups: SecurityGroups): LoadedUser[] {
  const users: LoadedUser[] = [];
  const rawUsers = body.users === undefined ? [] : expectArray(body.users, at(root, 'users'));
  const userIds = new Set<string>();
  const usernames = new Set<string>();
  rawUsers.forEach((item, index) => {
    const where = at(at(root, 'users'), index);
    const value = expectObject(item, where);
    const status = value.status === undefined ? {} : expectObject(value.status, at(where, 'status'));
    const user: LoadedUser = {
      id: requiredString(value, 'id', where),
      username: requiredString(value, 'username', where),
      email: optionalString(value, 'email', where),
      firstName: optionalString(value, 'firstName', where),
      lastName: optionalString(value, 'lastName', where),
      password: optionalString(value, 'password', where),
      groupIds: (optionalStringArray(value, 'groups', where) ?? []).map((name, groupIndex) =>
        groupId(groups, name, at(at(where, 'groups'), groupIndex)),
      ),
      status: {
        suspended: optionalBoolean(status, 'suspended', at(where, 'status')) ?? false,
        locked: optionalBoolean(status, 'locked', at(where, 'status')) ?? false,
      },
    };
    if (userIds.has(user.id)) fail(at(where, 'id'), `"${user.id}" is used by another user`);
    if (usernames.has(user.username.toLowerCase())) fail(at(where, 'username'), `"${user.username}" is used by another user`);
    userIds.add(user.id);
    usernames.add(user.username.toLowerCase());
    users.push(user);
  });
  return users;
}

function loadClients(body: JsonObject, root: Where): Map<string, LoadedClient> {
  const clients = new Map<string, LoadedClient>();
  const rawClients = body.clients === undefined ? [] : expectArray(body.clients, at(root, 'clients'));
  rawClients.forEach((item, index) => {
    const where = at(at(root, 'clients'), index);
    const value = expectObject(item, where);
    const client: LoadedClient = {
      clientId: requiredString(value, 'clientId', where),
      clientSecret: requiredString(value, 'clientSecret', where),
      scopes: optionalStringArray(value, 'scopes', where) ?? [],
    };
    if (clients.has(client.clientId)) fail(at(where, 'clientId'), `"${client.clientId}" is used by another client`);
    clients.set(client.clientId, client);
  });
  return clients;
}

/** Resolves a group reference (name or id) to its canonical name, or undefined. */
export function groupName(security: LoadedSecurity, ref: string): string | undefined {
  return (security.groupsById.get(ref) ?? security.groupsByName.get(ref.toLowerCase()))?.name;
}
