import { defineConfig } from 'vitest/config';

// Benchmarks are not tests: each prints its measured figures; none asserts a timing.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 600_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
