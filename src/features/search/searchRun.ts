// Everything one search run takes from the saga context, gathered once.
import { getContext, select } from 'redux-saga/effects';
import type { DeliveryClient } from '../../lib/delivery';
import { deliveryFromContext, LOG, type SagaLog } from '../../lib/saga';
import { defaultEnvironment, SEARCH_CONTEXT, type SearchServices } from './context';
import type { SearchEnvironment } from './searchRequest';

export interface SearchRun {
  delivery: DeliveryClient;
  log: SagaLog;
  services: SearchServices;
  environment: SearchEnvironment;
  /** Running on the server, before the page's single render. */
  ssr: boolean;
}

export const isServer = (): boolean => typeof window === 'undefined';

export function* searchRun(ssr: boolean) {
  const delivery: DeliveryClient = yield* deliveryFromContext();
  const log: SagaLog = yield getContext(LOG);
  const given: SearchServices | undefined = yield getContext(SEARCH_CONTEXT);
  const services: SearchServices = given ?? { environment: defaultEnvironment };
  const root: unknown = yield select();
  return { delivery, log, services, environment: services.environment(root), ssr } as SearchRun;
}
