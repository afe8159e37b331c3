// The account forms' messages (spec 8), with their pages' chunk.
import { AccountRequestError, MESSAGES } from './errors';

export const FORM_MESSAGES = {
  ...MESSAGES,
  invalidObject: 'Invalid object',
  invalidChangePassword: 'Invalid action object sent to changePassword saga',
  unparsableUser: 'Unable to parse the created user from the register service response',
} as const;

/** Registration: the service's message, else 'Registration service: {status text}'. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof AccountRequestError) {
    if (error.noResponse) return MESSAGES.noResponse;
    return error.message || `Registration service: ${error.statusText}`;
  }
  return error instanceof Error && error.message ? error.message : MESSAGES.unknown;
}

export function statusOf(error: unknown): number | null {
  return error instanceof AccountRequestError ? error.status : null;
}
