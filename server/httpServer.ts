// Node's HTTP server for an Express app, whose requests and responses are made with the app's own prototypes.
// Express otherwise swaps each one's prototype after Node has made it (`Object.setPrototypeOf` in `app.handle`), and
// V8 keeps objects with a swapped prototype through young-generation collections: each request's objects would move
// to the old generation, which grows under load until a full collection, and reading their properties is slower.
// Express's own swap is then a no-op: the prototype is already the one it sets.
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/** Node's request class for `app`: an IncomingMessage whose prototype is `app.request`. */
function requestClass(app: Express): typeof IncomingMessage {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  return AppRequest as unknown as typeof IncomingMessage;
}

/** Node's response class for `app`: a ServerResponse whose prototype is `app.response`. */
function responseClass(app: Express): typeof ServerResponse {
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: object) => void).call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return AppResponse as unknown as typeof ServerResponse;
}

/** `app.listen`'s server, with requests and responses born with the app's prototypes. */
export function createAppServer(app: Express): Server {
  return createServer({ IncomingMessage: requestClass(app), ServerResponse: responseClass(app) }, app);
}

/** Listens on `port` and `host`; rejects with the listen error (a port already taken). */
export function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
