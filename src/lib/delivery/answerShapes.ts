// What a 2xx JSON answer must look like for the operation that asked, as far as callers read it: ids, paths and
// lists, never a content type's own fields. An answer of another shape is a platform fault, rejected like one that
// is not JSON (502) and never cached, rather than rendered as a broken page or read into a crash.

/** Whether a parsed 2xx answer is of the shape its call returns. */
export type AnswerShape = (value: unknown) => boolean;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional(value: unknown, test: (value: unknown) => boolean): boolean {
  return value === undefined || test(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An entry, or a link to one: `sys` names it. Its standard title and description are text when present. */
function isEntry(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.sys) || !isString(value.sys.id)) return false;
  return (
    optional(value.sys.contentTypeId, isString) &&
    optional(value.entryTitle, isString) &&
    optional(value.entryDescription, (d) => d === null || isString(d))
  );
}

function isNode(value: unknown): boolean {
  if (!isObject(value) || !isString(value.id) || !isString(value.path)) return false;
  return (
    optional(value.displayName, isString) &&
    optional(value.parentId, (id) => id === null || isString(id)) &&
    optional(value.entry, (entry) => entry === null || isEntry(entry)) &&
    optional(value.children, isNodeList)
  );
}

function isNodeList(value: unknown): boolean {
  return Array.isArray(value) && value.every(isNode);
}

/**
 * A page of entries (a list or a search): its items are entries, its counts numbers. A search may also answer an
 * error payload (`type: 'error'`, spec §8), which the search reads and throws itself.
 */
function isEntryPage(value: unknown): boolean {
  if (isObject(value) && value.type === 'error') return true;
  if (!isObject(value) || !Array.isArray(value.items) || !value.items.every(isEntry)) return false;
  return isNumber(value.pageIndex) && isNumber(value.pageSize) && isNumber(value.totalCount) && optional(value.pageCount, isNumber);
}

export const ANSWER_SHAPES = {
  entry: isEntry,
  node: isNode,
  nodeList: isNodeList,
  /** `/ancestors?startLevel` and `nodes/?entryId` answer a list, or one node. */
  nodeOrList: (value: unknown) => isNode(value) || isNodeList(value),
  entryPage: isEntryPage,
} satisfies Record<string, AnswerShape>;
