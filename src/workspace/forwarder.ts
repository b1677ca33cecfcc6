/**
 * The name the forwarder shows in the process list (its /proc/<pid>/cmdline and comm), set before it listens: a plain
 * `node`, as any JS tool a suite starts. Its own argv (this source, with agent-fix's messages in it) would tell the
 * code under test it runs where agent-fix proves it (issue 54, docs/sandbox.md).
 */
export const FORWARDER_TITLE = 'node';

/**
 * The forwarder that runs inside the sandbox, before the command, under its own network namespace: it listens on
 * 127.0.0.1 and ::1 at each allowed port and relays every connection to a unix socket in the bridge folder, where
 * agent-fix (outside) relays on to the host's port or to the allowlist proxy (network.ts). It is plain CommonJS run
 * with `node -e`, so the bundle needs no extra file, and it prints `ready` once every port listens.
 *
 * argv: the bridge folder, then `PORT:SOCKET` pairs joined by commas.
 */
export const FORWARDER_SOURCE = String.raw`
process.title = ${JSON.stringify(FORWARDER_TITLE)};
const net = require('net');
const path = require('path');
const [dir, spec] = process.argv.slice(1);
const fail = (m) => { process.stderr.write('agent-fix: network forwarder: ' + m + '\n'); process.exit(1); };
const pairs = spec.split(',').filter(Boolean).map((s) => s.split(':'));
let pending = pairs.length * 2;
const done = () => { if (--pending === 0) process.stdout.write('ready\n'); };
const relay = (name) => (client) => {
  const upstream = net.connect({ path: path.join(dir, name), allowHalfOpen: true });
  const end = () => { client.destroy(); upstream.destroy(); };
  client.on('error', end); upstream.on('error', end);
  client.on('close', end); upstream.on('close', end);
  client.pipe(upstream); upstream.pipe(client);
};
for (const [port, name] of pairs) {
  for (const host of ['127.0.0.1', '::1']) {
    const server = net.createServer({ allowHalfOpen: true }, relay(name));
    server.on('error', (e) => {
      if (host === '::1' && ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(e.code)) return done();
      fail('cannot listen on ' + host + ' port ' + port + ': ' + e.message);
    });
    server.listen({ port: Number(port), host, ipv6Only: host === '::1' }, done);
  }
}
if (pending === 0) process.stdout.write('ready\n');
`;

/**
 * Bash run inside bwrap in front of the command: starts the forwarder, waits for its `ready`, then execs the command.
 * The forwarder dies with the sandbox's PID namespace when the command ends. Fails closed (exit 125) when it cannot.
 * `$1` is node, `$2` the bridge folder, `$3` the spec, the rest the command.
 */
export const FORWARDER_LAUNCH =
  'node="$1" dir="$2" spec="$3"; shift 3; ' +
  `exec 3< <(exec "$node" -e '${FORWARDER_SOURCE.replaceAll("'", `'\\''`)}' "$dir" "$spec"); ` +
  'read -r -t 20 ok <&3; exec 3<&-; ' +
  '[ "$ok" = ready ] || { echo "agent-fix: the network forwarder inside the sandbox did not start (see above); the command did not run" >&2; exit 125; }; ' +
  'exec "$@"';
