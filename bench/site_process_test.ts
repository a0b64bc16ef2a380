import assert from "node:assert/strict";
import { serverV8Flags, startTaskV8Flags } from "./site_process.ts";

Deno.test("serverV8Flags: the start task's flags, plus those given with --server-v8-flags", () => {
  assert.equal(startTaskV8Flags(), "--max-semi-space-size=2,--optimize-for-size");
  assert.equal(serverV8Flags([]), "--v8-flags=--max-semi-space-size=2,--optimize-for-size");
  assert.equal(
    serverV8Flags(["--quick", "--server-v8-flags=--max-lazy"]),
    "--v8-flags=--max-semi-space-size=2,--optimize-for-size,--max-lazy",
  );
});
