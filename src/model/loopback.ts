/**
 * RFC 6761: a name under `.localhost` is this machine. A base URL under it is connected to 127.0.0.1 here, without
 * asking a resolver: glibc does not answer these names, and a hosts entry or DNS answer must not be able to send them
 * elsewhere. The GitHub token may go over plain http to `models.<server>` of a `.localhost` GitHub Enterprise Server
 * (model/endpoint.ts) because of this pin.
 */
import type { LookupFunction } from 'node:net';
import type { Agent } from 'undici';

const toLoopback: LookupFunction = (_host, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

let agent: Agent | undefined;

/**
 * A fetch whose every connection goes to 127.0.0.1, whatever the URL's host (the caller checks it is `.localhost`).
 * undici is loaded on the first request: only such endpoints pay for it.
 */
export function loopbackFetch(): typeof fetch {
  return (async (url: string | URL, init?: RequestInit) => {
    const undici = await import('undici');
    agent ??= new undici.Agent({ connect: { lookup: toLoopback } });
    return undici.fetch(url, { ...(init as object), dispatcher: agent });
  }) as unknown as typeof fetch;
}
