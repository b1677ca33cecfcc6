/** create_file: new files only; an existing file must be changed with patch_file. */
import { z } from 'zod';
import { defineTool } from './types.js';
import { checkSyntax, guardOffWarning } from './syntax-guard.js';
import { UnsafePathError, createBeneath, existsNoFollow } from '../security/no-follow.js';
import { ignoreRule } from '../workspace/git.js';

export const createFile = defineTool({
  name: 'create_file',
  description: 'Create a NEW file with `content`. Refused if the file exists: change existing files with patch_file.',
  schema: z.object({
    path: z.string().min(1).describe('Path from the repository root'),
    content: z.string().describe('The whole content of the new file'),
  }),
  async run(args, ctx) {
    const file = ctx.ws.resolveForWrite(args.path);
    if (existsNoFollow(file.abs)) {
      return {
        text: `${file.rel} already exists; create_file makes new files only. Use patch_file to change it.`,
        isError: true,
      };
    }
    const rule = await ignoreRule(ctx.ws.root, file.rel);
    if (rule)
      return {
        text:
          `${file.rel}: not created: git ignores this path (${rule}), and create_file cannot make ignored files: ` +
          "they are never part of the change, and ignored files in the work tree are not the run's to write. " +
          'Create the file at a path git does not ignore.',
        isError: true,
      };
    const syntax = await checkSyntax(file.rel, null, args.content);
    if (!syntax.ok)
      return {
        text: `${file.rel}: not created, the content has ${syntax.language} syntax errors.\n${syntax.message}`,
        isError: true,
      };
    const refusal = ctx.guardEdit?.(file.rel, null, args.content);
    if (refusal) return { text: `${file.rel}: not created. ${refusal}`, isError: true };
    try {
      createBeneath(ctx.ws.root, file.rel, args.content);
    } catch (err) {
      if (!(err instanceof UnsafePathError)) throw err;
      return { text: `${file.rel}: not created: ${err.message}.`, isError: true };
    }
    ctx.edited.add(file.rel);
    if (syntax.unavailable) ctx.warn?.(guardOffWarning(syntax.unavailable, syntax.language));
    const lines = args.content.split('\n').length;
    return { text: `Created ${file.rel} (${lines} lines).`, edited: file.rel };
  },
});
