import { randomUUID } from 'node:crypto';
import type { ApiErrorBody } from '../../contract';

/** An error answer of the Delivery API: always JSON `{ logId, message, data, type }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, data: unknown = null, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.headers = headers;
  }
}

export function errorBody(message: string, data: unknown = null): ApiErrorBody {
  return { logId: randomUUID(), message, data, type: 'error' };
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string) => new ApiError(400, message);
