/** Bundle entry for the Action (dist/index.js): only starts `run()`; everything else is in main.ts. */
import { run } from './main.js';

void run();
