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

/** A failed account call's message: 'No response from server' when no answer came, else what `ofAnswer` reads. */
export function accountErrorMessage(error: unknown, ofAnswer: (error: AccountRequestError) => string): string {
  if (error instanceof AccountRequestError) return error.noResponse ? MESSAGES.noResponse : ofAnswer(error);
  return error instanceof Error && error.message ? error.message : MESSAGES.unknown;
}

/** Reset and change password: the first validation message, else the error's message. */
export const passwordErrorMessage = (error: unknown): string =>
  accountErrorMessage(error, (refused) => refused.data[0]?.message ?? refused.message);
