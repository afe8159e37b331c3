import type { AddressInfo } from 'node:net';
import express from 'express';
import { createAppServer, listen } from './httpServer';

describe('createAppServer', () => {
  it("makes each request and response with the app's prototypes before Express sees them, and Express works as ever", async () => {
    const app = express();
    app.get('/hello', (req, res) => {
      res.status(201).json({ query: req.query.name, app: req.app === app });
    });
    const server = await listen(createAppServer(app), 0, '127.0.0.1');
    const born: unknown[] = [];
    server.prependListener('request', (req, res) => born.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/hello?name=ada`);
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ query: 'ada', app: true });
      expect(born).toEqual([app.request, app.response]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('rejects when the port is taken', async () => {
    const first = await listen(createAppServer(express()), 0, '127.0.0.1');
    try {
      const { port } = first.address() as AddressInfo;
      await expect(listen(createAppServer(express()), port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise((resolve) => first.close(resolve));
    }
  });
});
