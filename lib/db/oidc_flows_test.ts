import assert from "node:assert/strict";
import { OIDC_FLOW_MS, saveOidcFlow, takeOidcFlow } from "./oidc_flows.ts";
import { withKv } from "@/tests/support/kv.ts";

const FLOW = { provider: "github" as const, codeVerifier: "verifier", next: "/admin/posts" };
const T = Date.parse("2026-03-01T10:00:00Z");

Deno.test("a flow is taken once, within its lifetime, without its expiry field", () =>
  withKv(async (kv) => {
    await saveOidcFlow(kv, "state-1", FLOW, T);
    assert.deepEqual(await takeOidcFlow(kv, "state-1", T + OIDC_FLOW_MS - 1), FLOW);
    assert.equal(await takeOidcFlow(kv, "state-1", T + 1), null, "used once");
    await assert.rejects(
      saveOidcFlow(kv, "state-2", FLOW, T).then(() => saveOidcFlow(kv, "state-2", FLOW, T)),
      /State collision/,
    );
  }));

Deno.test("a flow past its lifetime is refused and removed, even before the store expires it", () =>
  withKv(async (kv) => {
    await saveOidcFlow(kv, "old", FLOW, T);
    assert.equal(await takeOidcFlow(kv, "old", T + OIDC_FLOW_MS), null);
    assert.equal((await kv.get(["oidc_flows", "old"])).value, null);
  }));
