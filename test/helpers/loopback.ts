/**
 * What the network tests reach on the host's loopback, started before a file's tests and closed after them: a TCP
 * service that greets every connection as a database would (what a job's `services:` publish on a runner), another TCP
 * port that no policy lists, and an HTTP server that stands for an allowed host (a registry), answering
 * ALLOWED-HOST-ANSWERED and recording each request it gets as `METHOD host/url`.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface LoopbackServers {
  /** Greets HELLO-FROM-THE-SERVICE. */
  servicePort: number;
  /** Greets HELLO-FROM-ANOTHER-PORT. */
  otherPort: number;
  /** The HTTP server standing for an allowed host. */
  webPort: number;
  /** Each request the HTTP server got, as `GET registry.localhost:PORT/pkg`. */
  webRequests: string[];
}

/** The servers of this test file; their ports are known once its `beforeAll` hooks ran. */
export function loopbackServers(): LoopbackServers {
  const found: LoopbackServers = { servicePort: 0, otherPort: 0, webPort: 0, webRequests: [] };
  const servers: net.Server[] = [];
  const listen = async (server: net.Server): Promise<number> => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  beforeAll(async () => {
    found.servicePort = await listen(net.createServer((c) => c.end('HELLO-FROM-THE-SERVICE\n')));
    found.otherPort = await listen(net.createServer((c) => c.end('HELLO-FROM-ANOTHER-PORT\n')));
    const web = http.createServer((req, res) => {
      found.webRequests.push(`${req.method} ${req.headers.host}${req.url}`);
      res.end('ALLOWED-HOST-ANSWERED\n');
    });
    found.webPort = await listen(web);
  });
  afterAll(() => {
    for (const server of servers.splice(0)) server.close();
  });
  return found;
}
