import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, FieldError } from '../../contract';

/** An error answer of the Delivery and security APIs: always JSON `{ logId, message, data, type }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;
  /** `error`, or `Validation` for the security API's 422 answers. */
  readonly type: string;

  constructor(status: number, message: string, data: unknown = null, headers: Record<string, string> = {}, type = 'error') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.headers = headers;
    this.type = type;
  }
}

/** 422 with `type: "Validation"` and one item per field (contensis-api.md §1.12). */
export function validationError(message: string, errors: FieldError[]): ApiError {
  return new ApiError(422, message, errors, {}, 'Validation');
}

export function errorBody(message: string, data: unknown = null, type = 'error'): ApiErrorBody {
  return { logId: randomUUID(), message, data, type };
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string) => new ApiError(400, message);
