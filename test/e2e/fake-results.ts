/**
 * A fake of the runner's artifact service on 127.0.0.1, the way @actions/artifact v2+ talks to it: twirp JSON calls
 * (`/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact` → a signed upload URL, then
 * `FinalizeArtifact` → the artifact id) and Azure block-blob uploads to that URL (`PUT ?comp=block`, then
 * `PUT ?comp=blocklist`). `fail` answers CreateArtifact like the real service refusing a duplicate name.
 */
import http from 'node:http';
import { closeServer, listenLocal } from '../helpers/http.js';

export interface FakeResults {
  url: string;
  /** ACTIONS_RUNTIME_TOKEN: a JWT whose `scp` names the run and job backend ids, as the runner's does. */
  token: string;
  calls: { method: string; path: string; body: any }[];
  /** Bytes of the uploaded zip, by blob path. */
  blobs: Map<string, Buffer>;
  close(): Promise<void>;
}

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';
const RUN_BACKEND = 'ce7f54c7-61c7-4aae-887f-30da475f5f1a';
const JOB_BACKEND = 'ca395085-040a-526b-2ce8-bdc85f692774';

function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.signature`;
}

export async function startFakeResults(o: { fail?: boolean } = {}): Promise<FakeResults> {
  const calls: FakeResults['calls'] = [];
  const blobs = new Map<string, Buffer>();
  const blocks = new Map<string, Buffer>();
  const token = jwt({
    scp: `Actions.GenericRead:1 Actions.Results:${RUN_BACKEND}:${JOB_BACKEND}`,
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  let url = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const u = new URL(req.url ?? '/', url);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && u.pathname.startsWith(SERVICE)) {
        const body = JSON.parse(raw.toString('utf8') || '{}');
        calls.push({ method: u.pathname.slice(SERVICE.length), path: u.pathname, body });
        if (req.headers.authorization !== `Bearer ${token}`)
          return json(401, { code: 'unauthenticated', msg: 'invalid token' });
        if (body.workflow_run_backend_id !== RUN_BACKEND && body.workflowRunBackendId !== RUN_BACKEND) {
          return json(400, { code: 'invalid_argument', msg: 'unknown workflow run backend id' });
        }
        if (u.pathname.endsWith('/CreateArtifact')) {
          if (o.fail)
            return json(409, {
              code: 'already_exists',
              msg: 'an artifact with this name already exists on the workflow run',
            });
          return json(200, {
            ok: true,
            signed_upload_url: `${url}/blob/${encodeURIComponent(body.name)}.zip?sig=fake&se=2099-01-01`,
          });
        }
        if (u.pathname.endsWith('/FinalizeArtifact')) return json(200, { ok: true, artifact_id: '987654' });
        return json(404, { code: 'bad_route', msg: `no handler for ${u.pathname}` });
      }
      if (req.method === 'PUT' && u.pathname.startsWith('/blob/')) {
        calls.push({ method: `PUT ${u.searchParams.get('comp') ?? 'blob'}`, path: u.pathname, body: null });
        const headers = {
          'x-ms-request-id': String(calls.length),
          'x-ms-version': '2025-01-05',
          etag: '"0x8DCFAKE"',
          'last-modified': new Date().toUTCString(),
          'x-ms-request-server-encrypted': 'true',
        };
        if (u.searchParams.get('comp') === 'block') {
          blocks.set(u.searchParams.get('blockid') ?? '', raw);
          res.writeHead(201, headers);
          return res.end();
        }
        if (u.searchParams.get('comp') === 'blocklist') {
          const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map(
            (m) => m[1]!,
          );
          blobs.set(decodeURIComponent(u.pathname), Buffer.concat(ids.map((id) => blocks.get(id) ?? Buffer.alloc(0))));
          res.writeHead(201, headers);
          return res.end();
        }
        blobs.set(decodeURIComponent(u.pathname), raw);
        res.writeHead(201, headers);
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
  });
  url = await listenLocal(server);
  return {
    url,
    token,
    calls,
    blobs,
    close: () => closeServer(server),
  };
}
