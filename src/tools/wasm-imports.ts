/**
 * Grammar .wasm files are side modules linked against the tree-sitter runtime at load time: each libc function a
 * grammar imports must be exported by the runtime. tree-sitter-wasms' bash grammar imports `isalpha`, which
 * web-tree-sitter 0.25's runtime does not export. Emscripten then links a stub that throws "resolved is not a
 * function" the first time the scanner calls it, which the bash scanner does inside every `case … esac`. Aliasing the
 * import to a function the runtime does export (with the same wasm signature) fixes the link without a second copy
 * of the grammar.
 */

/** Missing import → the runtime's export that stands in for it (same signature: (i32) → i32). */
export const IMPORT_ALIASES: Readonly<Record<string, string>> = {
  // The scanner asks isalpha() of the lookahead code point; iswalpha() answers the same for ASCII, and for other
  // letters answers what a Unicode-aware shell would.
  isalpha: 'iswalpha',
};

const IMPORT_SECTION = 2;

function readLeb(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  let i = at;
  for (;;) {
    const b = bytes[i++];
    if (b === undefined) throw new Error('truncated wasm (LEB128)');
    value += (b & 0x7f) * 2 ** shift;
    if ((b & 0x80) === 0) return { value, next: i };
    shift += 7;
  }
}

function leb(value: number): number[] {
  const out: number[] = [];
  let v = value;
  do {
    let b = v & 0x7f;
    v = Math.floor(v / 128);
    if (v !== 0) b |= 0x80;
    out.push(b);
  } while (v !== 0);
  return out;
}

/** Skips one import's description (after its kind byte); returns the offset after it. */
function skipImportDesc(bytes: Uint8Array, kind: number, at: number): number {
  const limits = (i: number) => {
    const flags = readLeb(bytes, i);
    let next = readLeb(bytes, flags.next).next;
    if (flags.value & 1) next = readLeb(bytes, next).next;
    return next;
  };
  switch (kind) {
    case 0: // function: type index
      return readLeb(bytes, at).next;
    case 1: // table: reference type, limits
      return limits(at + 1);
    case 2: // memory: limits
      return limits(at);
    case 3: // global: value type, mutability
      return at + 2;
    case 4: // tag: attribute, type index
      return readLeb(bytes, at + 1).next;
    default:
      throw new Error(`unknown wasm import kind ${kind}`);
  }
}

/** Rewrites the import section so each function imported under an aliased name imports its stand-in instead. */
function rewriteImports(section: Uint8Array, aliases: Readonly<Record<string, string>>): Uint8Array | undefined {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const count = readLeb(section, 0);
  const out: number[] = leb(count.value);
  let at = count.next;
  let changed = false;
  for (let n = 0; n < count.value; n++) {
    const modLen = readLeb(section, at);
    const modEnd = modLen.next + modLen.value;
    const nameLen = readLeb(section, modEnd);
    const nameEnd = nameLen.next + nameLen.value;
    const name = decoder.decode(section.subarray(nameLen.next, nameEnd));
    const kind = section[nameEnd]!;
    const descEnd = skipImportDesc(section, kind, nameEnd + 1);
    out.push(...section.subarray(at, modEnd));
    const alias = kind === 0 && Object.hasOwn(aliases, name) ? aliases[name]! : undefined;
    const written = encoder.encode(alias ?? name);
    if (alias) changed = true;
    out.push(...leb(written.length), ...written, ...section.subarray(nameEnd, descEnd));
    at = descEnd;
  }
  out.push(...section.subarray(at));
  return changed ? Uint8Array.from(out) : undefined;
}

/** The module with its aliased function imports renamed; the same bytes when nothing needed it. */
export function aliasMissingImports(
  wasm: Uint8Array<ArrayBuffer>,
  aliases: Readonly<Record<string, string>> = IMPORT_ALIASES,
): Uint8Array<ArrayBuffer> {
  let at = 8; // magic and version
  while (at < wasm.length) {
    const id = wasm[at]!;
    const size = readLeb(wasm, at + 1);
    const end = size.next + size.value;
    if (id === IMPORT_SECTION) {
      const rewritten = rewriteImports(wasm.subarray(size.next, end), aliases);
      if (!rewritten) return wasm;
      const out = new Uint8Array(at + 1 + leb(rewritten.length).length + rewritten.length + (wasm.length - end));
      out.set(wasm.subarray(0, at + 1), 0);
      const header = leb(rewritten.length);
      out.set(header, at + 1);
      out.set(rewritten, at + 1 + header.length);
      out.set(wasm.subarray(end), at + 1 + header.length + rewritten.length);
      return out;
    }
    at = end;
  }
  return wasm;
}
