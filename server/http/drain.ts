// Graceful stop of the HTTP server: stop accepting, let requests in flight finish, then cut what is left.
import type { Server } from 'node:http';

/**
 * Resolves true once every connection has ended by itself (idle keep-alive connections are closed at
 * once, busy ones after their response), false when `graceMs` ran out and the rest were cut.
 */
export function drainServer(server: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve(false);
    }, graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}
