import { call, put, takeLatest } from 'redux-saga/effects';
import { versionDetailsFailed, versionDetailsLoaded, versionDetailsRequested } from './slice';
import type { VersionDetails } from './types';

/** The details come from the server's state endpoint for the version page (`?redux=true`). */
async function fetchDetails(): Promise<VersionDetails> {
  const url = `${window.location.pathname}?redux=true`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Version details: ${response.status} ${response.statusText}`);
  const state = (await response.json()) as { version?: { details?: VersionDetails | null } };
  if (!state.version?.details) throw new Error('Version details are not available');
  return state.version.details;
}

function* loadDetails() {
  try {
    const details: VersionDetails = yield call(fetchDetails);
    yield put(versionDetailsLoaded(details));
  } catch (error) {
    yield put(versionDetailsFailed(error instanceof Error ? error.message : 'Unknown error occurred'));
  }
}

export function* versionSaga() {
  yield takeLatest(versionDetailsRequested.type, loadDetails);
}
