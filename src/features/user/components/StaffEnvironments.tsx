import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSelector } from '../../../lib/render';
import { selectAccountForms, selectUser } from '../selectors';
import { environmentsRequested } from '../accountFormsSlice';
import type { AccountFormsState, SessionState } from '../types';
import { useAccountWords } from '../words/useAccountWords';

/** Spec 7: the environments a staff user may work in, listed for them once they are signed in. */
export function StaffEnvironments() {
  const dispatch = useDispatch();
  const t = useAccountWords();
  const user = useSelector((state: { session: SessionState }) => selectUser(state));
  const { environments } = useSelector((state: { accountForms: AccountFormsState }) => selectAccountForms(state));
  const staff = user?.isZengentiStaff === true;
  useEffect(() => {
    if (staff && environments.items === null && !environments.isLoading && !environments.error) dispatch(environmentsRequested());
  }, [dispatch, staff, environments]);
  if (!staff) return null;
  return (
    <section className="staff-environments" aria-labelledby="staff-environments-title">
      <h2 id="staff-environments-title">{t('environmentsTitle')}</h2>
      {environments.error ? <p>{t('environmentsFailed', { reason: environments.error })}</p> : null}
      {environments.isLoading ? <p aria-live="polite">{t('environmentsLoading')}</p> : null}
      {environments.items && environments.items.length === 0 ? <p>{t('environmentsNone')}</p> : null}
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
