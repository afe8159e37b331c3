import { call, getContext } from 'redux-saga/effects';
import type { DeliveryClient } from '../delivery';

/**
 * Services every saga may take from redux-saga's context. They are given by the host (the server per
 * request, the browser once), so actions stay plain data.
 */
export interface SagaServices {
  delivery: DeliveryService;
  log: SagaLog;
}

/**
 * The delivery client, or a function that loads it: the browser's client is code a page does not need to start
 * (nothing is fetched before the first navigation or search), so it comes in a chunk fetched once the page runs.
 * Once loaded, the function gives the client itself, and a saga's request leaves in the task that asked for it.
 */
export type DeliveryService = DeliveryClient | (() => DeliveryClient | Promise<DeliveryClient>);

export interface SagaLog {
  info: (message: string, data?: Record<string, unknown>) => void;
  warn: (message: string, data?: Record<string, unknown>) => void;
  error: (message: string, data?: Record<string, unknown>) => void;
}

export const DELIVERY = 'delivery';
export const LOG = 'log';

/** A log for the browser, where warnings go to the console. */
export const consoleLog: SagaLog = {
  info: (message, data) => console.info(message, data ?? ''),
  warn: (message, data) => console.warn(message, data ?? ''),
  error: (message, data) => console.error(message, data ?? ''),
};

/** The delivery client of the saga context (in the browser, once its chunk has arrived). */
export function* deliveryFromContext() {
  const service: DeliveryService = yield getContext(DELIVERY);
  if (typeof service !== 'function') return service;
  const client: DeliveryClient = yield call(service);
  return client;
}
