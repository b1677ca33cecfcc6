// The `fix` of `--json`'s error object: the part of a message that says what to do.
import { describe, expect, it } from 'vitest';
import { errorJson, fixOf } from '../../src/commands/errors.js';

describe('fixOf', () => {
  it('takes the sentence that says what to do', () => {
    expect(
      fixOf(
        "the model endpoint http://127.0.0.1:9/v1 cannot be reached (Connection error.), so the key could not be checked. Check --base-url / OPENAI_BASE_URL (the Action's base-url input) and the network",
        3,
      ),
    ).toBe("Check --base-url / OPENAI_BASE_URL (the Action's base-url input) and the network");
  });

  it('takes the clause after the last "; " when it is advice', () => {
    expect(fixOf('the repository folder /x does not exist; give --repo DIR with an existing folder', 2)).toBe(
      'give --repo DIR with an existing folder',
    );
  });

  it('falls back to the exit code’s own fix', () => {
    expect(fixOf('something odd happened', 2)).toMatch(/agent-fix run --help/);
    expect(errorJson(2, 'something odd happened')).toMatchObject({ status: 'error', exit_code: 2 });
  });
});
