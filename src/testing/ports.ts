import { createServer } from 'node:net';

/** A TCP port nothing listens on right now (bound, then released): a Redis or PostgreSQL that does not answer. */
export const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
