import { call, getContext, put } from 'redux-saga/effects';
import { describeDeliveryError, type DeliveryClient } from '../../lib/delivery';
import type { Node, VersionStatus } from '../../lib/delivery/types';
import { deliveryFromContext, LOG, type SagaLog } from '../../lib/saga';
import { NAVIGATION_TREE_DEPTH, navigationTreeFailed, navigationTreeLoaded, toNavigationNode } from './slice';

/** Loads the site tree the menus are drawn from (NAVIGATION_TREE_DEPTH levels). */
export function* loadNavigationTree(options: { language: string; versionStatus: VersionStatus }) {
  const delivery: DeliveryClient = yield* deliveryFromContext();
  const log: SagaLog = yield getContext(LOG);
  try {
    const root: Node | null = yield call(() =>
      delivery.nodes.getRoot({ depth: NAVIGATION_TREE_DEPTH, language: options.language, versionStatus: options.versionStatus }),
    );
    if (!root) throw new Error('The site has no root node');
    yield put(navigationTreeLoaded(toNavigationNode(root)));
  } catch (error) {
    const { kind, status, message } = describeDeliveryError(error);
    // An abandoned page load (the visitor went away) is not a failure.
    if (kind !== 'aborted') log.warn('Navigation tree failed to load', { status, message });
    yield put(navigationTreeFailed({ message }));
  }
}
