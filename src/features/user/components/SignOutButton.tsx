import { useDispatch } from 'react-redux';
import { usePageLanguage, useSelector } from '../../../lib/render';
import { localiseLink } from '../../../lib/url/languages';
import { ACCOUNT_PATHS, CSRF_FIELD } from '../../../../contract';
import { selectCsrfToken } from '../selectors';
import { logoutRequested } from '../sessionSlice';
import type { SessionState } from '../types';

/** Sign out: a plain form post (works without JavaScript), or the logout saga when scripts run. */
export function SignOutButton({
  redirectTo = null,
  className = 'button button--link',
  label = 'Sign out',
}: {
  redirectTo?: string | null;
  className?: string;
  /** The button's words, in the page's language. */
  label?: string;
}) {
  const dispatch = useDispatch();
  const csrfToken = useSelector((state: { session: SessionState }) => selectCsrfToken(state));
  // Posted in the page's language, so where it leads after (the sign-in page) is in it too.
  const page = usePageLanguage();
  return (
    <form
      method="post"
      action={page ? localiseLink(page.languages, page.language, ACCOUNT_PATHS.logout) : ACCOUNT_PATHS.logout}
      className="sign-out"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(logoutRequested({ redirectTo }));
      }}
    >
      {csrfToken ? <input type="hidden" name={CSRF_FIELD} value={csrfToken} /> : null}
      {redirectTo ? <input type="hidden" name="redirect_uri" value={redirectTo} /> : null}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
