/**
 * Starting a sign-in with a provider stores a flow record, so anonymous starts are limited per address: after
 * {@link SIGN_IN_START_RULE}'s allowance the GitHub and OpenID Connect starts answer 429 with Retry-After and store
 * nothing more, while another address (behind a trusted proxy) can still start.
 */
import assert from "node:assert/strict";
import { SIGN_IN_START_RULE } from "@/lib/auth/provider/start_limit.ts";
import { listAll } from "@/lib/db/kv.ts";
import { startFakeGithub } from "../support/fake_github.ts";
import { startSite, withSiteEnv } from "../support/site.ts";

Deno.test("sign-in starts are limited per address: 429 with Retry-After, no more flow records", async () => {
  const site = await startSite();
  const github = startFakeGithub(`${site.url}/api/auth/github/callback`);
  const env = {
    GITHUB_CLIENT_ID: github.clientId,
    GITHUB_CLIENT_SECRET: github.clientSecret,
    GITHUB_BASE_URL: github.baseUrl,
    GITHUB_API_URL: github.apiUrl,
    OIDC_ISSUER: "http://127.0.0.1:9",
    OIDC_CLIENT_ID: "client",
    OIDC_CLIENT_SECRET: "secret",
    TRUST_PROXY: "1",
  };
  const start = async (provider: string, address = "203.0.113.9") => {
    const response = await fetch(`${site.url}/api/auth/${provider}/start`, {
      redirect: "manual",
      headers: { "x-forwarded-for": address },
    });
    const body = response.status === 429 ? await response.json() : await response.body?.cancel();
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
  };
  const flows = async () => (await listAll(site.kv, { prefix: ["oidc_flows"] })).length;
  try {
    await withSiteEnv(site, env, async () => {
      for (let i = 0; i < SIGN_IN_START_RULE.limit; i++) assert.equal((await start("github")).status, 302);
      assert.equal(await flows(), SIGN_IN_START_RULE.limit);

      for (const provider of ["github", "oidc"]) {
        const limited = await start(provider);
        assert.equal(limited.status, 429, provider);
        const seconds = Number(limited.retryAfter);
        assert.ok(seconds > 0 && seconds <= SIGN_IN_START_RULE.windowMs / 1000, String(seconds));
        assert.match(limited.body.error, /Please try again in \d+ minutes?\./);
      }
      assert.equal(await flows(), SIGN_IN_START_RULE.limit, "refused starts store nothing");

      assert.equal((await start("github", "198.51.100.4")).status, 302, "another address still starts");
      assert.equal(await flows(), SIGN_IN_START_RULE.limit + 1);
    });
  } finally {
    await github.close();
    await site.close();
  }
});
