/** The fakes' local HTTP servers: started on a free loopback port, and closed with their open connections. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free port of 127.0.0.1; resolves to its base URL, `http://127.0.0.1:PORT`. */
export async function listenLocal(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes `server`, ending its open (keep-alive) connections first so that the close does not wait on them. */
export const closeServer = (server: http.Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
