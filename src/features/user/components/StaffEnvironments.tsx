import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSelector } from '../../../lib/render';
import { selectAccountForms, selectUser } from '../selectors';
import { environmentsRequested } from '../accountFormsSlice';
import type { AccountFormsState, SessionState } from '../types';

/** Spec 7: the environments a staff user may work in, listed for them once they are signed in. */
export function StaffEnvironments() {
  const dispatch = useDispatch();
  const user = useSelector((state: { session: SessionState }) => selectUser(state));
  const { environments } = useSelector((state: { accountForms: AccountFormsState }) => selectAccountForms(state));
  const staff = user?.isZengentiStaff === true;
  useEffect(() => {
    if (staff && environments.items === null && !environments.isLoading && !environments.error) dispatch(environmentsRequested());
  }, [dispatch, staff, environments]);
  if (!staff) return null;
  return (
    <section className="staff-environments" aria-labelledby="staff-environments-title">
      <h2 id="staff-environments-title">Your environments</h2>
      {environments.error ? <p>The environments could not be listed: {environments.error}</p> : null}
      {environments.isLoading ? <p aria-live="polite">Loading your environments…</p> : null}
      {environments.items && environments.items.length === 0 ? <p>You have no environments.</p> : null}
      {environments.items && environments.items.length > 0 ? (
        <ul>
          {environments.items.map((environment) => (
            <li key={environment.url}>
              <a href={environment.url}>{environment.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
