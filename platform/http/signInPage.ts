import { AUTHORIZE_PATH, FEDERATED_CLIENT_ID, FEDERATED_RESPONSE_TYPE } from '../../contract';
import type { AuthorizeRequest } from '../auth/authorizeRequest';
import { CSRF_FIELD } from '../auth/csrf';
import { escapeHtml, htmlPage } from './html';

// The federated sign-in form: labelled inputs, an error summary linking to each field, the request's
// parameters and the CSRF token in hidden fields. Works without script (the page has none).

export type SignInField = 'username' | 'password';

export interface SignInFormState {
  request: AuthorizeRequest;
  csrf: string;
  username: string;
  errors: { field: SignInField; message: string }[];
}

const LABELS: Record<SignInField, string> = { username: 'Username or email address', password: 'Password' };

function hidden(name: string, value: string | null): string {
  return value === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function errorSummary(errors: SignInFormState['errors']): string {
  if (errors.length === 0) return '';
  const items = errors.map((error) => `<li><a href="#${error.field}">${escapeHtml(error.message)}</a></li>`).join('');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
<h2 id="error-summary-title">There is a problem</h2><ul>${items}</ul></div>`;
}

function field(name: SignInField, state: SignInFormState): string {
  const error = state.errors.find((item) => item.field === name);
  const errorId = `${name}-error`;
  const attributes =
    name === 'username'
      ? `type="text" autocomplete="username" autocapitalize="none" spellcheck="false" value="${escapeHtml(state.username)}"`
      : 'type="password" autocomplete="current-password"';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const message = error
    ? `<p class="field-error" id="${errorId}"><span class="visually-hidden">Error: </span>${escapeHtml(error.message)}</p>`
    : '';
  return `<label for="${name}">${LABELS[name]}</label>${message}<input id="${name}" name="${name}" ${attributes} required${invalid}>`;
}

export function signInPage(state: SignInFormState): string {
  const { request } = state;
  const title = state.errors.length > 0 ? 'Error: Sign in' : 'Sign in';
  const body = `<h1>Sign in</h1>
${errorSummary(state.errors)}
<form method="post" action="${AUTHORIZE_PATH}" novalidate>
${hidden('client_id', FEDERATED_CLIENT_ID)}${hidden('response_type', FEDERATED_RESPONSE_TYPE)}${hidden('scope', request.scope)}
${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${hidden('nonce', request.nonce)}${hidden(CSRF_FIELD, state.csrf)}
${field('username', state)}
${field('password', state)}
<button type="submit">Sign in</button>
</form>`;
  return htmlPage(title, body);
}
