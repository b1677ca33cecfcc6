/** finish: the model's claim that the work is done. The loop accepts it only when the gate holds. */
import { z } from 'zod';
import { defineTool } from './types.js';

export const finish = defineTool({
  name: 'finish',
  description:
    'Declare the task done, with a summary for the pull request. Accepted only after an unfiltered run_tests passed ' +
    'since your last edit.',
  schema: z.object({ summary: z.string().min(1).describe('What you changed and why, in a few sentences') }),
  async run(args) {
    return { text: 'finish received', finish: { summary: args.summary } };
  },
});
