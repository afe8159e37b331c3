// site/pages/staffRota.tsx: a page only members of the Staff group may open.
import { definePage } from '../../src/app';

function StaffRota() {
  return (
    <article className="page page--rota">
      <header className="page-header">
        <h1>Glasshouse rota</h1>
      </header>
      <p>Who opens and closes the glasshouses this week.</p>
    </article>
  );
}

export default definePage({
  id: 'staff-rota',
  match: { path: '/staff/rota' },
  // `true`: any signed-in visitor. A list: members of any of these groups (by name or id). A signed-out visitor is
  // sent to sign in and brought back; a signed-in one outside the groups sees "access denied".
  requireLogin: ['Staff'],
  title: 'Glasshouse rota',
  component: StaffRota,
});
