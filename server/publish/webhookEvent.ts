// A Contensis publishing event, as its webhooks send it by default (`eventId`, `eventName`, `datetime`, and the
// `resource` it is about: `id`, `type`, `projectId`, `contentTypeId`, `language`), made into the ContentChange the
// local platform's reloads produce: the surrogate keys (platform/http/surrogateKeys.ts's scheme) of every answer the
// event may have altered.
import type { ContentChange } from '../../contract';

/** What an event does to published content: `change` drops and purges; `none` concerns drafts only. */
const EVENTS: Record<'entry' | 'node', Record<string, 'change' | 'none'>> = {
  entry: {
    published: 'change',
    unpublished: 'change',
    deleted: 'change',
    archived: 'change',
    restored: 'change',
    unarchived: 'change',
    created: 'none',
    updated: 'none',
  },
  node: { created: 'change', updated: 'change', deleted: 'change', moved: 'change', published: 'change', unpublished: 'change' },
};

export interface PublishEvent {
  id: string;
  /** `entry.published`, `node.moved`, … */
  name: string;
  /** Milliseconds since 1970 of `datetime`, when the event says it. */
  time: number | null;
  /** Null: the event concerns drafts only, nothing a visitor sees changed. */
  change: ContentChange | null;
}

export type ParsedEvent = { ok: true; event: PublishEvent } | { ok: false; status: 400 | 422; message: string };

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/;

const refuse = (status: 400 | 422, message: string): ParsedEvent => ({ ok: false, status, message });

function field(value: Record<string, unknown>, name: string): string | null {
  const found = value[name];
  return typeof found === 'string' && found.trim() ? found.trim() : null;
}

/** The event named by `eventName` (`entry.published`, or `published` with `resource.type`). */
function eventKind(eventName: string, resourceType: string | null): { type: 'entry' | 'node'; action: string } | null {
  const [first, second] = eventName.toLowerCase().split('.', 2);
  const type = second === undefined ? resourceType?.toLowerCase() : first;
  const action = second ?? first;
  if (type !== 'entry' && type !== 'node') return null;
  return EVENTS[type][action] ? { type, action } : null;
}

export function parsePublishEvent(raw: Buffer | string): ParsedEvent {
  let body: unknown;
  try {
    body = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return refuse(400, 'The body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(400, 'The body must be a JSON object');
  const event = body as Record<string, unknown>;
  const id = field(event, 'eventId');
  if (!id || !ID.test(id)) return refuse(400, 'eventId must be the event id (letters, digits, - _ . :)');
  const eventName = field(event, 'eventName');
  if (!eventName) return refuse(400, 'eventName is missing');
  const resource = event.resource;
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource)) return refuse(400, 'resource must be an object');
  const about = resource as Record<string, unknown>;
  const kind = eventKind(eventName, field(about, 'type'));
  if (!kind) return refuse(422, `Unknown event "${eventName.slice(0, 60)}": entry and node events only`);
  const datetime = field(event, 'datetime');
  const time = datetime ? Date.parse(datetime) : null;
  if (time !== null && Number.isNaN(time)) return refuse(400, 'datetime must be a date and time (ISO 8601)');
  const name = `${kind.type}.${kind.action}`;
  if (EVENTS[kind.type][kind.action] === 'none') return { ok: true, event: { id, name, time, change: null } };

  const resourceId = field(about, 'id');
  const projectId = field(about, 'projectId');
  if (!resourceId || !ID.test(resourceId)) return refuse(400, 'resource.id must be the entry or node id');
  if (!projectId || !ID.test(projectId)) return refuse(400, 'resource.projectId must be the project id');
  const contentTypeId = field(about, 'contentTypeId');
  if (contentTypeId && !ID.test(contentTypeId)) return refuse(400, 'resource.contentTypeId must be a content type id');
  const nodePath = field(about, 'path');
  return { ok: true, event: { id, name, time, change: changeOf(kind.type, projectId, resourceId, contentTypeId, nodePath) } };
}

function changeOf(
  type: 'entry' | 'node',
  projectId: string,
  resourceId: string,
  contentTypeId: string | null,
  nodePath: string | null,
): ContentChange {
  const key = (kind: string, id?: string) => (id === undefined ? `${projectId}_${kind}` : `${projectId}_${kind}_${id}`).toLowerCase();
  if (type === 'entry') {
    const keys = [key('entry', resourceId), key('entries'), ...(contentTypeId ? [key('contenttype', contentTypeId)] : [])];
    return {
      keys,
      everything: false,
      projects: [{ id: projectId, entryIds: [resourceId], nodePaths: [], contentTypeIds: contentTypeId ? [contentTypeId] : [] }],
    };
  }
  return {
    keys: [key('node', resourceId), key('nodes')],
    everything: false,
    projects: [{ id: projectId, entryIds: [], nodePaths: nodePath ? [nodePath] : [], contentTypeIds: [] }],
  };
}
