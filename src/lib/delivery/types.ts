// The Delivery API types live in the shared contract; re-exported here for the client's importers.
export * from '../../../contract/delivery';
export * from '../../../contract/search';
