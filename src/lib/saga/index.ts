export { consoleLog, DELIVERY, deliveryFromContext, LOG } from './context';
export type { DeliveryService, SagaLog, SagaServices } from './context';
