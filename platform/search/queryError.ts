/** A search or ZenQL query the platform cannot run; the HTTP layer answers it with 400 and the message. */
export class QueryError extends Error {
  readonly status = 400;

  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}
