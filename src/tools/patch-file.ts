/**
 * patch_file: the only way an existing file changes. The anchor (`old_str`) must match exactly one place; the engine
 * keeps the file's line endings and BOM; the syntax guard and the test-integrity guard may refuse the result.
 */
import { z } from 'zod';
import { defineTool } from './types.js';
import { applyEdits } from './patch-engine.js';
import { checkSyntax, guardOffWarning } from './syntax-guard.js';
import { isBinary } from './read-file.js';
import { UnsafePathError, readBeneath, rewriteBeneath } from '../security/no-follow.js';
import { ignoreRule } from '../workspace/git.js';

const Edit = z.object({
  old_str: z.string().describe('Exact text to replace; must match one place only'),
  new_str: z.string().describe('Replacement text'),
});

export const patchFile = defineTool({
  name: 'patch_file',
  description:
    'Replace `old_str` with `new_str` in an existing file. `old_str` must match exactly one place: include enough ' +
    'surrounding lines to make it unique. For several changes in one file at once, pass `edits` (all apply or none). ' +
    'Answers with the changed region and a diff.',
  schema: z.object({
    path: z.string().min(1).describe('Path from the repository root'),
    old_str: z.string().optional().describe('Exact text to replace (required unless `edits` is given)'),
    new_str: z.string().optional().describe('Replacement text (required unless `edits` is given)'),
    edits: z
      .array(Edit)
      .optional()
      .describe('Several {old_str, new_str} replacements in this file, applied atomically'),
  }),
  async run(args, ctx) {
    const edits =
      args.edits ?? (args.old_str !== undefined ? [{ old_str: args.old_str, new_str: args.new_str ?? '' }] : []);
    if (edits.length === 0 || (args.edits === undefined && args.new_str === undefined)) {
      return { text: 'patch_file needs old_str and new_str (or an edits list).', isError: true };
    }
    const file = ctx.ws.resolveForWrite(args.path);
    let buf: Buffer;
    try {
      buf = readBeneath(ctx.ws.root, file.rel);
    } catch (err) {
      if (!(err instanceof UnsafePathError)) throw err;
      if (err.code === 'missing')
        return { text: `No such file: ${file.rel}. To make a new file, use create_file.`, isError: true };
      return { text: `${file.rel} cannot be patched: ${err.message}.`, isError: true };
    }
    const rule = await ignoreRule(ctx.ws.root, file.rel);
    if (rule)
      return {
        text:
          `${file.rel}: not changed: git ignores this path (${rule}). patch_file changes the files the repository ` +
          "holds; an ignored file is never part of the change, and the work tree's ignored files are not the run's to write.",
        isError: true,
      };
    if (isBinary(buf)) return { text: `${file.rel} is a binary file; patch_file edits text only.`, isError: true };
    const before = buf.toString('utf8');
    const result = applyEdits(before, edits, { path: file.rel });
    if (!result.ok) return { text: `${file.rel}: ${result.message}`, isError: true };
    const syntax = await checkSyntax(file.rel, before, result.content);
    if (!syntax.ok) {
      return {
        text: `${file.rel}: edit refused, it would break ${syntax.language} syntax; the file is unchanged.\n${syntax.message}`,
        isError: true,
      };
    }
    const refusal = ctx.guardEdit?.(file.rel, before, result.content);
    if (refusal) return { text: `${file.rel}: edit refused, the file is unchanged. ${refusal}`, isError: true };
    try {
      rewriteBeneath(ctx.ws.root, file.rel, result.content);
    } catch (err) {
      if (!(err instanceof UnsafePathError)) throw err;
      return { text: `${file.rel} cannot be patched: ${err.message}.`, isError: true };
    }
    ctx.edited.add(file.rel);
    if (syntax.unavailable) ctx.warn?.(guardOffWarning(syntax.unavailable, syntax.language));
    return { text: `${file.rel}: ${result.report}`, edited: file.rel };
  },
});
