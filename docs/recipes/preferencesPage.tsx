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
  // Under /account, as the core's account pages are: never shared by a cache nor indexed. A project's
  // allowedGroups is not applied under /account (sign-in must stay reachable), so the page says who may see it.
  match: { path: '/account/preferences' },
  requireLogin: true,
  title: 'Your preferences',
  component: Preferences,
});
