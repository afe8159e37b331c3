import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { isAborted, type DeliveryClient } from '../../lib/delivery';
import type { Node, VersionStatus } from '../../lib/delivery/types';
import { DELIVERY, LOG, type SagaLog } from '../../lib/saga';
import { NAVIGATION_TREE_DEPTH, navigationTreeFailed, navigationTreeLoaded, navigationTreeRequested, toNavigationNode } from './slice';

/** Loads the site tree the menus are drawn from (NAVIGATION_TREE_DEPTH levels). */
export function* loadNavigationTree(options: { language: string; versionStatus: VersionStatus }) {
  const delivery: DeliveryClient = yield getContext(DELIVERY);
  const log: SagaLog = yield getContext(LOG);
  try {
    const root: Node | null = yield call(() =>
      delivery.nodes.getRoot({ depth: NAVIGATION_TREE_DEPTH, language: options.language, versionStatus: options.versionStatus }),
    );
    if (!root) throw new Error('The site has no root node');
    yield put(navigationTreeLoaded(toNavigationNode(root)));
  } catch (error) {
    const message = error instanceof Error ? error.message : messageOf(error);
    if (!isAborted(error)) log.warn('Navigation tree failed to load', { message });
    yield put(navigationTreeFailed({ message }));
  }
}

function messageOf(error: unknown): string | undefined {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}

export function* navigationSaga() {
  yield takeLatest(navigationTreeRequested.type, (action: PayloadAction<{ language: string; versionStatus: VersionStatus }>) =>
    loadNavigationTree(action.payload),
  );
}
