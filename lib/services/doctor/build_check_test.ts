import assert from "node:assert/strict";
import { checkBuild } from "./build_check.ts";

Deno.test("checkBuild: current, stale with the builder's reason, or unreadable", async () => {
  assert.equal((await checkBuild(() => Promise.resolve(null))).status, "ok");
  const stale = await checkBuild(() => Promise.resolve("its inputs changed"));
  assert.equal(stale.status, "fail");
  assert.equal(stale.detail, "_build/ is not current: its inputs changed");
  assert.match(stale.fix ?? "", /npm run build.*reload/);
  const broken = await checkBuild(() => Promise.reject(new SyntaxError("Unexpected token")));
  assert.equal(broken.status, "fail");
  assert.match(broken.detail, /cannot be read \(Unexpected token\)/);
});
