/** A client that goes away ends the provider call it started at once (and the usage record says so). */
import assert from "node:assert/strict";
import { listAiUsage } from "@/lib/db/ai_usage.ts";
import { startAiSite } from "./ai_test_site.ts";

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

Deno.test("a cancelled request ends its provider call", async () => {
  const ai = await startAiSite({ timeoutMs: 10_000 });
  try {
    ai.fake.nextChat({ delayMs: 4000, json: { mainFocusKeyword: "a", secondaryFocusKeyword: "b" } });
    const controller = new AbortController();
    const pending = fetch(`${ai.site.url}/api/ai/generate-focus-keywords`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ai.token}` },
      body: JSON.stringify({ title: "Flan" }),
      signal: controller.signal,
    }).catch((error) => error);
    await until(() => ai.fake.chat.length === 1, "the provider call");
    const started = Date.now();
    controller.abort();
    assert.equal((await pending).name, "AbortError");
    await until(async () => (await listAiUsage(ai.site.kv)).length === 1, "the usage record", 2500);
    assert.ok(Date.now() - started < 2500, "the call ended well before the provider answered");
    const [record] = await listAiUsage(ai.site.kv);
    assert.equal(record.outcome, "cancelled");
    assert.ok(record.durationMs < 2500, String(record.durationMs));
  } finally {
    await ai.close();
  }
});
