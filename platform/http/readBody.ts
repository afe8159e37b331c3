import type { IncomingMessage } from 'node:http';
import { isObject, type JsonObject } from '../json';
import { ApiError } from './apiError';

/** The request body as UTF-8 text; more than `limit` bytes answers 413. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new ApiError(413, `The request body is larger than ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The body as a JSON object; anything else is a 400. */
export async function readJsonObject(req: IncomingMessage, limit: number): Promise<JsonObject> {
  const text = await readBody(req, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  if (!isObject(value)) throw new ApiError(400, 'The request body must be a JSON object');
  return value;
}
