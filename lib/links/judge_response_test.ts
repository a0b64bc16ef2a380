import assert from "node:assert/strict";
import { isBotChallenge, isTransient, judgeResponse } from "./judge_response.ts";

const head = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });

Deno.test("judgeResponse: 2xx ok, 404/410/other 4xx/5xx broken", () => {
  assert.equal(judgeResponse(head(200)).outcome, "ok");
  assert.equal(judgeResponse(head(204)).outcome, "ok");
  assert.deepEqual(judgeResponse(head(404)), { outcome: "broken", reason: "not found" });
  assert.deepEqual(judgeResponse(head(410)), { outcome: "broken", reason: "gone" });
  assert.equal(judgeResponse(head(400)).outcome, "broken");
  assert.deepEqual(judgeResponse(head(502)), { outcome: "broken", reason: "server error" });
});

Deno.test("judgeResponse: 401, 403, 999, 429 and challenges need a manual check", () => {
  for (const status of [401, 403, 999, 429]) assert.equal(judgeResponse(head(status)).outcome, "manual", `${status}`);
  assert.deepEqual(judgeResponse(head(503, { "cf-mitigated": "challenge" })), {
    outcome: "manual",
    reason: "bot protection challenge",
  });
  assert.equal(judgeResponse(head(503, { server: "cloudflare" })).outcome, "manual");
  assert.equal(judgeResponse(head(503, { server: "nginx" })).outcome, "broken");
});

Deno.test("isTransient: 408, 429 and 5xx except 501 are retried; challenges are not", () => {
  for (const status of [408, 429, 500, 502, 503, 504]) assert.equal(isTransient(head(status)), true, `${status}`);
  for (const status of [200, 301, 403, 404, 501]) assert.equal(isTransient(head(status)), false, `${status}`);
  assert.equal(isTransient(head(503, { "cf-mitigated": "challenge" })), false);
  assert.equal(isBotChallenge(head(200, { "x-amzn-waf-action": "captcha" })), true);
});
