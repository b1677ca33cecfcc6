/**
 * A local server that stands for GitHub Models, with no switch of any kind: GitHub Enterprise Server's own rule
 * (`models.<host>` of GITHUB_SERVER_URL) with a server under `.localhost` (RFC 6761), which the model client connects
 * to 127.0.0.1 itself (src/model/loopback.ts).
 */
export const LOCAL_SERVER_URL = 'http://ghes.localhost';

/** A fake endpoint's URL (`http://127.0.0.1:PORT/v1`) under that server's models host, same port and path. */
export function asLocalModels(url: string): string {
  const u = new URL(url);
  u.hostname = `models.${new URL(LOCAL_SERVER_URL).hostname}`;
  return u.toString();
}
