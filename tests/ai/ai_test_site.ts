/** A test site wired to the fake AI provider, with a signed-in admin's JSON POST helpers. */
import assert from "node:assert/strict";
import type { AiEnv } from "@/lib/ai/env.ts";
import { type FakeAiServer, startFakeAiServer } from "../support/fake_ai_server.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

/** The site, the fake provider and an authenticated caller. */
export interface AiTestSite {
  site: TestSite;
  fake: FakeAiServer;
  token: string;
  /** POSTs `body` as JSON to `/api/ai/{name}`. */
  post(name: string, body: unknown): Promise<Response>;
  /** POSTs `body` to `/api/ai/{name}`, asserts the answer's status (the answer is the message) and returns its JSON. */
  // deno-lint-ignore no-explicit-any -- answers of several shapes, asserted field by field
  call(name: string, body: unknown, status?: number): Promise<any>;
  close(): Promise<void>;
}

/** Starts the fake provider and a site using it (`ai` overrides the provider settings). */
export async function startAiSite(ai: Partial<AiEnv> = {}): Promise<AiTestSite> {
  const fake = await startFakeAiServer();
  const site = await startSite({ ai: fake.env(ai) });
  const token = await apiLogin(site);
  const post = (name: string, body: unknown) =>
    fetch(`${site.url}/api/ai/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  return {
    site,
    fake,
    token,
    post,
    async call(name, body, status = 200) {
      const response = await post(name, body);
      const data = await response.json();
      assert.equal(response.status, status, JSON.stringify(data));
      return data;
    },
    async close() {
      await site.close();
      await fake.close();
    },
  };
}
