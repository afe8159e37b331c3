export { consoleLog, DELIVERY, LOG } from './context';
export type { SagaLog, SagaServices } from './context';
