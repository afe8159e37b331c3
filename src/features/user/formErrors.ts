// The account forms' messages (spec 8), with their pages' chunk.
import { accountErrorMessage, AccountRequestError, MESSAGES } from './errors';

export const FORM_MESSAGES = {
  ...MESSAGES,
  invalidObject: 'Invalid object',
  invalidChangePassword: 'Invalid action object sent to changePassword saga',
  unparsableUser: 'Unable to parse the created user from the register service response',
} as const;

/** Registration: the service's message, else 'Registration service: {status text}'. */
export const registrationErrorMessage = (error: unknown): string =>
  accountErrorMessage(error, (refused) => refused.message || `Registration service: ${refused.statusText}`);

export function statusOf(error: unknown): number | null {
  return error instanceof AccountRequestError ? error.status : null;
}
