import type { Request } from 'express';
import type { SagaLog } from '../../src/lib/saga';
import type { Logger } from '../logger';

/** The sagas' log for one request. Most pages log nothing, so the child logger is made on the first line. */
export function sagaLog(logger: Logger, req: Request): SagaLog {
  let child: Logger | undefined;
  const write = (level: 'info' | 'warn' | 'error') => (message: string, data?: Record<string, unknown>) => {
    if (!logger.isLevelEnabled(level)) return;
    child ??= logger.child({ reqId: req.id });
    child[level](data ?? {}, message);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
