// site/pages/preferences.tsx: an account page of the site's own, beside the core's (sign in, change password...).
import { definePage, Link } from '../../src/app';

function Preferences() {
  return (
    <article className="page page--account">
      <header className="page-header">
        <h1>Your preferences</h1>
      </header>
      <p>Choose which newsletters we send you.</p>
      <ul>
        <li>
          <Link to="/account/change-password">Change your password</Link>
        </li>
        <li>
          <Link to="/account/logout">Sign out</Link>
        </li>
      </ul>
    </article>
  );
}

export default definePage({
  id: 'account-preferences',
  // Under /account with the core's pages; a project limited to groups (allowedGroups) still lets /account/* through.
  match: { path: '/account/preferences' },
  requireLogin: true,
  title: 'Your preferences',
  // The same for no two visitors: never in a search engine's index.
  personal: true,
  component: Preferences,
});
