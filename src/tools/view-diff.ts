/** view_diff: the whole change so far, for the model to review before finish. */
import { z } from 'zod';
import { defineTool } from './types.js';
import { workTreeDiff } from '../workspace/diff.js';

const MAX_CHARS = 10_000;

export const viewDiff = defineTool({
  name: 'view_diff',
  description: 'Show the whole change made so far as a unified diff (review it before finish).',
  schema: z.object({}),
  async run(_args, ctx) {
    const diff = await workTreeDiff(ctx.ws.root, [...ctx.edited]);
    if (!diff.trim()) return { text: 'No changes yet.' };
    if (diff.length <= MAX_CHARS) return { text: diff };
    return {
      text: `${diff.slice(0, MAX_CHARS)}\n[… diff cut: ${diff.length - MAX_CHARS} more characters; read the files for the rest]`,
    };
  },
});
