/**
 * A real smart-HTTP git server on 127.0.0.1 (`git http-backend` behind node's http server) that demands a token in
 * the Authorization header. It lets tests prove the Action clones and pushes with the token as a header, and records
 * every Authorization header and URL it saw.
 */
import http from 'node:http';
import { spawn } from 'node:child_process';
import { closeServer, listenLocal } from '../helpers/http.js';

export interface GitHttpServer {
  /** Server URL, like GITHUB_SERVER_URL: repositories live at `${url}/<owner>/<repo>`. */
  url: string;
  seen: { method: string; url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/** Serves bare repositories under `root` (`root/<owner>/<repo>` must be a bare repository with a `.git`-less name). */
export async function startGitHttpServer(root: string, token: string): Promise<GitHttpServer> {
  const expected = `basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
  const seen: GitHttpServer['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    if ((req.headers.authorization ?? '').toLowerCase() !== expected.toLowerCase()) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="test"' });
      return res.end('token required');
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: 'x-access-token',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.replace(/^\?/, ''),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: String(req.headers['content-encoding'] ?? ''),
        GIT_CONFIG_NOSYSTEM: '1',
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    req.pipe(cgi.stdin);
    let buffer = Buffer.alloc(0);
    let headersDone = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) return void res.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of buffer.subarray(0, end).toString('utf8').split('\r\n')) {
        const i = line.indexOf(':');
        const name = line.slice(0, i).trim();
        const value = line.slice(i + 1).trim();
        if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else headers[name] = value;
      }
      res.writeHead(status, headers);
      res.write(buffer.subarray(end + 4));
    });
    cgi.stdout.on('end', () => res.end());
  });
  return {
    url: await listenLocal(server),
    seen,
    close: () => closeServer(server),
  };
}
