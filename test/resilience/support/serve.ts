import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';

/** A fresh folder for a site's DATA_DIR (secret, outbox), so tests never write into the repository's `.data/`. */
export function tempDataDir(prefix = 'trellis-resilience-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The app on an ephemeral loopback port; `close` drops kept-alive connections too. */
export async function listen(app: Express): Promise<{ port: number; url: string; close(): Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface LoggedLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A logger that keeps warnings and errors only (a fuzz run's info lines would be tens of thousands). */
export function problemLogger() {
  const lines: LoggedLine[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as LoggedLine) });
  return { logger, lines, errors: () => lines.filter((line) => line.level >= 50) };
}
