// The Management API's search query (spec §3): no fields/fieldLinkDepths, plus archived/deleted flags.
import { toOrderBy, type OrderByInput } from './orderBy';
import type { AggregationRequest, OrderByItem, WhereExpression } from './types';

export interface ManagementQueryJson {
  pageIndex: number;
  pageSize: number;
  orderBy?: OrderByItem[];
  where: WhereExpression[];
  includeArchived: boolean;
  includeDeleted: boolean;
  aggregations?: Record<string, AggregationRequest>;
}

export interface ManagementQuery {
  where: WhereExpression[];
  orderBy: OrderByInput;
  pageIndex: number;
  pageSize: number;
  includeArchived: boolean;
  includeDeleted: boolean;
  aggregations: Record<string, AggregationRequest>;
  toJSON(): ManagementQueryJson;
}

export function createManagementQuery(...where: WhereExpression[]): ManagementQuery {
  return {
    where,
    orderBy: [],
    pageIndex: 0,
    pageSize: 20,
    includeArchived: false,
    includeDeleted: false,
    aggregations: {},
    toJSON() {
      const orderBy = toOrderBy(this.orderBy);
      // Key order follows the official serialisation; empty orderBy/aggregations are left out.
      return {
        pageIndex: this.pageIndex,
        pageSize: this.pageSize,
        ...(orderBy.length > 0 ? { orderBy } : {}),
        where: this.where,
        includeArchived: this.includeArchived,
        includeDeleted: this.includeDeleted,
        ...(Object.keys(this.aggregations).length > 0 ? { aggregations: this.aggregations } : {}),
      };
    },
  };
}
