import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { DeliveryNetworkError, type DeliveryClient, type ResponseContext } from '../../lib/delivery';
import { DELIVERY, LOG, type SagaLog } from '../../lib/saga';
import { loadNavigationTree } from './sagas';
import { initialNavigationState, navigationReducer, type NavigationState } from './slice';

// The menu's tree: a failed load leaves an error the page can show, worded from what went wrong.
async function loadFailing(failure: unknown): Promise<{ state: NavigationState; log: jest.Mocked<SagaLog> }> {
  const delivery = { nodes: { getRoot: () => Promise.reject(failure) } } as unknown as DeliveryClient;
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  let state = initialNavigationState;
  await runSaga(
    {
      context: { [DELIVERY]: delivery, [LOG]: log },
      dispatch: (action: UnknownAction) => {
        state = navigationReducer(state, action);
      },
      getState: () => state,
    },
    loadNavigationTree,
    { language: 'en-GB', versionStatus: 'published' },
  ).toPromise();
  return { state, log };
}

const answer = (status: number, statusText: string, data: unknown): ResponseContext => ({
  status,
  statusText,
  url: 'http://cms.test/api/delivery/projects/website/nodes/root',
  data,
});

describe('loadNavigationTree', () => {
  it("records the API's message, or its status text when the answer has none", async () => {
    const withMessage = await loadFailing(
      answer(500, 'Internal Server Error', { logId: 'x', message: 'Index unavailable', data: null, type: 'error' }),
    );
    expect(withMessage.state.error).toEqual({ isError: true, message: 'Index unavailable' });
    const bare = await loadFailing(answer(503, 'Service Unavailable', '<html>busy</html>'));
    expect(bare.state.error).toEqual({ isError: true, message: 'Service Unavailable' });
  });

  it('records network failures by their contract message and logs the status they mean', async () => {
    const { state, log } = await loadFailing(new DeliveryNetworkError('timeout'));
    expect(state.error).toEqual({ isError: true, message: 'Network request timed out' });
    expect(log.warn).toHaveBeenCalledWith('Navigation tree failed to load', { status: 504, message: 'Network request timed out' });
  });
});
