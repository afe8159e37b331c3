// The local platform's search engine: query validation (JSON and ZenQL) and the in-memory index that runs them.
export { QueryError } from './query-error';
export { QUERY_LIMITS, checkAnswerSize, checkCount, checkJsonNesting } from './query-limits';
export {
  parseSearchQuery,
  parseWhere,
  parseOrderBy,
  parseFields,
  parseAggregations,
  parsePageIndex,
  parsePageSize,
} from './parse-search-query';
export { parseZenql } from './zenql-parser';
export { SearchIndex } from './search-index';
export type { SearchIndexOptions, SearchOptions, SearchResult } from './search-index';
export type {
  ParsedQuery,
  NormalisedExpression,
  FieldCondition,
  QueryValue,
  OrderByClause,
  AggregationSpec,
  DistanceUnit,
} from './query-model';
