// The local platform's search engine: query validation (JSON and ZenQL) and the in-memory index that runs them.
export { QueryError } from './queryError';
export { QUERY_LIMITS, checkAnswerSize, checkCount, checkJsonNesting } from './queryLimits';
export {
  parseSearchQuery,
  parseWhere,
  parseOrderBy,
  parseFields,
  parseAggregations,
  parsePageIndex,
  parsePageSize,
} from './parseSearchQuery';
export { parseZenql } from './zenqlParser';
export { SearchIndex } from './searchIndex';
export type { SearchIndexOptions, SearchOptions, SearchResult } from './searchIndex';
export type {
  ParsedQuery,
  NormalisedExpression,
  FieldCondition,
  QueryValue,
  OrderByClause,
  AggregationSpec,
  DistanceUnit,
} from './queryModel';
