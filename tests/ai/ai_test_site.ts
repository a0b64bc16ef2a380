/** A test site wired to the fake AI provider, with a signed-in admin's JSON POST helper. */
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
  close(): Promise<void>;
}

/** Starts the fake provider and a site using it (`ai` overrides the provider settings). */
export async function startAiSite(ai: Partial<AiEnv> = {}): Promise<AiTestSite> {
  const fake = await startFakeAiServer();
  const site = await startSite({ ai: fake.env(ai) });
  const token = await apiLogin(site);
  return {
    site,
    fake,
    token,
    post: (name, body) =>
      fetch(`${site.url}/api/ai/${name}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
    async close() {
      await site.close();
      await fake.close();
    },
  };
}
