import type { DeliveryClient } from '../delivery';

/**
 * Services every saga may take from redux-saga's context. They are given by the host (the server per
 * request, the browser once), so actions stay plain data.
 */
export interface SagaServices {
  delivery: DeliveryClient;
  log: SagaLog;
}

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
