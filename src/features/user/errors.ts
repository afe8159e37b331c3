import type { FieldError } from './types';

/** A refused or failed call to the site's account routes, as the sagas read it. */
export class AccountRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly statusText: string,
    /** Validation messages of the answer (`error.data`), first is shown. */
    readonly data: FieldError[] = [],
    /** No answer arrived (network failure, abort). */
    readonly noResponse = false,
  ) {
    super(message);
    this.name = 'AccountRequestError';
  }
}

export const MESSAGES = {
  noResponse: 'No response from server',
  unknown: 'Unknown error occurred',
} as const;

/** Reset and change password: the first validation message, else the error's message. */
export function passwordErrorMessage(error: unknown): string {
  if (error instanceof AccountRequestError) {
    if (error.noResponse) return MESSAGES.noResponse;
    return error.data[0]?.message ?? error.message;
  }
  return error instanceof Error && error.message ? error.message : MESSAGES.unknown;
}
