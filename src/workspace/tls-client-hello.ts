/**
 * Reads the server name (SNI) from the first bytes a client sends into a CONNECT tunnel, so the allowlist proxy
 * (proxy.ts) can hold a TLS client to the name it asked for. Cheap by design: only a ClientHello that fits in its
 * first TLS record is read, as every common client (OpenSSL, Node, Go, rustls, Java) sends it; anything else is
 * reported as unreadable, with the reason, and the proxy refuses it rather than guess. Pure: bytes in, a verdict out.
 */

export type TunnelStart =
  /** Not TLS (plain HTTP through a tunnel, or a protocol whose server speaks first). */
  | { kind: 'other' }
  /** More bytes are needed to decide. */
  | { kind: 'incomplete' }
  | { kind: 'tls'; serverName?: string }
  | { kind: 'unreadable'; why: string };

const RECORD_HEADER = 5;
/** A TLS record's largest plaintext payload. */
const MAX_RECORD = 16_384;

/** A cursor over a buffer that reports running past its end as undefined rather than throwing. */
class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos = 0,
  ) {}
  u8(): number | undefined {
    return this.pos + 1 <= this.buf.length ? this.buf[this.pos++] : undefined;
  }
  u16(): number | undefined {
    if (this.pos + 2 > this.buf.length) return undefined;
    const v = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  u24(): number | undefined {
    const hi = this.u8();
    const lo = this.u16();
    return hi === undefined || lo === undefined ? undefined : (hi << 16) | lo;
  }
  skip(n: number | undefined): boolean {
    if (n === undefined || this.pos + n > this.buf.length) return false;
    this.pos += n;
    return true;
  }
  bytes(n: number): Buffer | undefined {
    if (this.pos + n > this.buf.length) return undefined;
    const b = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return b;
  }
}

/** The SNI host_name in a ClientHello body (after the handshake header); undefined when it carries none. */
function serverNameIn(hello: Buffer): string | undefined | { why: string } {
  const r = new Reader(hello);
  const bad = { why: 'the TLS ClientHello is malformed' };
  if (!r.skip(2 + 32) || !r.skip(r.u8()) || !r.skip(r.u16()) || !r.skip(r.u8())) return bad;
  if (r.pos === hello.length) return undefined; // no extensions at all
  const extLen = r.u16();
  if (extLen === undefined || r.pos + extLen > hello.length) return bad;
  const end = r.pos + extLen;
  while (r.pos < end) {
    const type = r.u16();
    const len = r.u16();
    if (type === undefined || len === undefined || r.pos + len > end) return bad;
    if (type !== 0) {
      r.skip(len);
      continue;
    }
    const names = new Reader(r.bytes(len)!);
    const listLen = names.u16();
    if (listLen === undefined || listLen + 2 > len) return bad;
    while (names.pos < 2 + listLen) {
      const nameType = names.u8();
      const nameLen = names.u16();
      const name = nameLen === undefined ? undefined : names.bytes(nameLen);
      if (nameType === undefined || !name) return bad;
      if (nameType === 0) return name.toString('latin1').toLowerCase().replace(/\.$/, '');
    }
    return undefined;
  }
  return undefined;
}

/** Decides what the first bytes of a tunnel are, reading the TLS server name when they are a ClientHello. */
export function readTunnelStart(buf: Buffer): TunnelStart {
  if (buf.length === 0) return { kind: 'incomplete' };
  if (buf[0] !== 0x16) return { kind: 'other' };
  if (buf.length < RECORD_HEADER) return { kind: 'incomplete' };
  const recordLen = buf.readUInt16BE(3);
  if (recordLen > MAX_RECORD + 2048) return { kind: 'unreadable', why: 'the first TLS record is oversized' };
  if (buf.length < RECORD_HEADER + recordLen) return { kind: 'incomplete' };
  const record = new Reader(buf.subarray(RECORD_HEADER, RECORD_HEADER + recordLen));
  if (record.u8() !== 1) return { kind: 'unreadable', why: 'the first TLS message is not a ClientHello' };
  const helloLen = record.u24();
  const hello = helloLen === undefined ? undefined : record.bytes(helloLen);
  if (!hello)
    return { kind: 'unreadable', why: 'the TLS ClientHello is split over several records, so its name cannot be read' };
  const name = serverNameIn(hello);
  if (typeof name === 'object') return { kind: 'unreadable', why: name.why };
  return name === undefined ? { kind: 'tls' } : { kind: 'tls', serverName: name };
}

/** The largest first flight the proxy waits for before it decides: one full TLS record. */
export const TUNNEL_PEEK_LIMIT = RECORD_HEADER + MAX_RECORD + 2048;
