import type { Entry, PagedSearchList, SearchQuery } from '../../../contract';
import { checkAnswerSize, checkJsonNesting, parseSearchQuery, parseZenql, type ParsedQuery } from '../../search';
import { estimateJsonSize } from '../answerSize';
import { canSeeEntry } from '../access';
import { badRequest } from '../apiError';
import { requestedVersionStatus, type DeliveryContext } from '../context';
import { entryRenderer } from '../entryRender';
import { parseFieldSelection } from '../fieldSelection';
import { fieldLinkDepthsParam, fieldLinkDepthsValue, jsonParam, languageParam, linkDepthParam } from '../params';
import { findContentType } from './projectRoutes';

// Entry lists, structured search (GET and POST) and ZenQL all run on the project's search index.

const LIST_PAGE_SIZE = 25;

/** GET /entries/search: each query section is a query-string parameter (where, orderBy, aggregations as JSON). */
export function searchGet(context: DeliveryContext): PagedSearchList<Entry> {
  const query = context.exchange.query;
  const input: Record<string, unknown> = {
    where: jsonParam(query, 'where'),
    orderBy: orderByParam(query.get('orderby'), 'orderBy'),
    aggregations: jsonParam(query, 'aggregations'),
    fields: query.get('fields'),
    pageIndex: query.get('pageindex'),
    pageSize: query.get('pagesize'),
  };
  return runSearch(context, parseSearchQuery(input), fieldLinkDepthsParam(query, 'fieldLinkDepths'));
}

/** POST /entries/search: the body is the query; linkDepth and fieldLinkDepths come from the query string. */
export function searchPost(context: DeliveryContext, text: string): PagedSearchList<Entry> {
  let input: unknown;
  checkJsonNesting(text, 'The request body');
  try {
    input = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object: the search query');
  }
  const body = input as Record<string, unknown>;
  if ('orderBy' in body) body.orderBy = orderByStrings(body.orderBy);
  const parsed = parseSearchQuery(body);
  const bodyDepths = (body as SearchQuery).fieldLinkDepths;
  const fieldLinkDepths =
    fieldLinkDepthsParam(context.exchange.query, 'fieldLinkDepths') ?? fieldLinkDepthsValue(bodyDepths, 'fieldLinkDepths');
  return runSearch(context, parsed, fieldLinkDepths);
}

/** GET /entries?zenql=: the statement gives where and order; paging, fields and aggregations are parameters. */
export function searchZenql(context: DeliveryContext, statement: string): PagedSearchList<Entry> {
  const query = context.exchange.query;
  const parsed = parseZenql(statement, {
    aggregations: jsonParam(query, 'aggregations'),
    fields: query.get('fields'),
    pageIndex: query.get('pageindex'),
    pageSize: query.get('pagesize'),
  });
  return runSearch(context, parsed, fieldLinkDepthsParam(query, 'fieldLinkDepths'));
}

/** GET /entries and /contentTypes/{id}/entries: one language and version status, `order` with `-` for descending. */
export function listEntries(context: DeliveryContext, contentTypeId: string | null): PagedSearchList<Entry> {
  const { exchange, project } = context;
  const query = exchange.query;
  const { language, explicit } = languageParam(query, project);
  const versionStatus = requestedVersionStatus(context);
  const where: unknown[] = [
    { field: 'sys.versionStatus', equalTo: versionStatus },
    { field: 'sys.language', equalTo: language },
  ];
  if (contentTypeId !== null) {
    const contentType = findContentType(context, contentTypeId);
    where.push({ field: 'sys.contentTypeId', equalTo: contentType.id });
    exchange.keys?.add(project.id, 'contenttype', contentType.id);
  }
  const parsed = parseSearchQuery({
    where,
    orderBy: orderByParam(query.get('order'), 'order'),
    fields: query.get('fields'),
    pageIndex: query.get('pageindex'),
    pageSize: query.get('pagesize') || LIST_PAGE_SIZE,
  });
  return runSearch(context, parsed, fieldLinkDepthsParam(query, 'fieldLinkDepths'), {
    projectWide: contentTypeId === null,
    language: explicit ? language : null,
  });
}

/** `orderBy` as JSON (`[{"desc":"f"}]`, or `["-f"]`) or, like list `order`, a comma list with `-` for descending. */
function orderByParam(text: string | undefined, name: string): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    const value = jsonParam(new Map([[name.toLowerCase(), trimmed]]), name);
    return orderByStrings(Array.isArray(value) ? value : [value]);
  }
  return orderByStrings(
    trimmed
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

/** The official client sends `query.orderBy = ['-published', 'title']` as those strings: `-` = descending. */
function orderByStrings(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item) => {
    if (typeof item !== 'string') return item;
    const field = item.trim();
    return field.startsWith('-') ? { desc: field.slice(1) } : { asc: field.replace(/^\+/, '') };
  });
}

function runSearch(
  context: DeliveryContext,
  parsed: ParsedQuery,
  fieldLinkDepths: Record<string, number> | null,
  { projectWide, language }: { projectWide: boolean; language: string | null } = { projectWide: true, language: null },
): PagedSearchList<Entry> {
  const { exchange, project, caller } = context;
  const linkDepth = linkDepthParam(exchange.query);
  const noDrafts = !caller.drafts;
  const restricted = project.entryRestrictions.size > 0;
  const visible =
    noDrafts || restricted
      ? (entry: Entry) => !(noDrafts && entry.sys.versionStatus === 'latest') && (!restricted || canSeeEntry(project, entry.sys.id, caller))
      : undefined;

  const result = context.indexes.get(project).search(parsed, { visible, defaultVersionStatus: 'published' });
  if (projectWide) exchange.keys?.add(project.id, 'entries');

  const render = entryRenderer({
    project,
    language,
    linkDepth,
    fieldLinkDepths,
    fields: parseFieldSelection(parsed.fields),
    caller,
    keys: exchange.keys,
  });
  // Measured item by item, so a page over the answer limit (resolved links repeat) stops at the item that breaks it.
  let size = 0;
  const items = result.items.map((entry) => {
    const item = render(entry, entry.sys.versionStatus ?? 'published');
    size += estimateJsonSize(item) + 1;
    checkAnswerSize(size);
    return item;
  });
  const list: PagedSearchList<Entry> = {
    pageIndex: parsed.pageIndex,
    pageSize: parsed.pageSize,
    totalCount: result.totalCount,
    pageCount: Math.ceil(result.totalCount / parsed.pageSize),
    items,
  };
  if (result.aggregations && Object.keys(parsed.aggregations).length > 0) list.aggregations = result.aggregations;
  return list;
}
