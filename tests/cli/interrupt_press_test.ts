/**
 * One Ctrl+C may reach the CLI as two SIGINTs a moment apart (the terminal's, and the one a parent such as
 * `npm run` passes on): they count as one press. A second press after that exits at once with code 130.
 */
import assert from "node:assert/strict";
import { listenForInterrupt, SAME_PRESS_MS } from "../../cli/lib/interrupt.ts";

Deno.test("Ctrl+C: signals within moments of the first are the same press; a later one exits with 130", () => {
  let clock = 1000;
  const exits: number[] = [];
  let firsts = 0;
  const interrupt = listenForInterrupt(() => firsts++, { now: () => clock, exit: (code) => exits.push(code) });
  try {
    interrupt.trigger();
    assert.equal(interrupt.signal.aborted, true, "the first press stops the run");
    assert.equal(firsts, 1);
    clock += 1;
    interrupt.trigger();
    clock += SAME_PRESS_MS - 2;
    interrupt.trigger();
    assert.deepEqual(exits, [], "the signals passed on by parents are the same press");
    assert.equal(firsts, 1, "said once");
    clock += 1;
    interrupt.trigger();
    assert.deepEqual(exits, [130], "a second press quits at once");
  } finally {
    interrupt.dispose();
  }
});
