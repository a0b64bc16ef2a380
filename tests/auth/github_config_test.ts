/** GitHub sign-in settings: off without a client id and secret; GitHub's addresses by default; https or loopback http, any other address refused at start. */
import assert from "node:assert/strict";
import { githubConfig } from "@/lib/config/github.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];
const CLIENT = { GITHUB_CLIENT_ID: "Iv1.abc", GITHUB_CLIENT_SECRET: "secret" };

Deno.test("GitHub sign-in is off without both a client id and a client secret", () => {
  assert.equal(githubConfig(env({})), null);
  assert.equal(githubConfig(env({ GITHUB_CLIENT_ID: "Iv1.abc" })), null);
  assert.equal(githubConfig(env({ GITHUB_CLIENT_SECRET: "secret" })), null);
  assert.equal(githubConfig(env({ GITHUB_CLIENT_ID: "  ", GITHUB_CLIENT_SECRET: "secret" })), null);
});

Deno.test("GitHub sign-in talks to github.com and api.github.com by default", () => {
  const config = githubConfig(env(CLIENT))!;
  assert.equal(config.clientId, "Iv1.abc");
  assert.equal(config.baseUrl.href, "https://github.com/");
  assert.equal(config.apiUrl.href, "https://api.github.com/");
  assert.equal(new URL("user/emails", config.apiUrl).href, "https://api.github.com/user/emails");
  assert.equal(config.insecure, false);
});

Deno.test("GitHub addresses may be another https host with a path, or plain http on loopback only", () => {
  const enterprise = githubConfig(
    env({ ...CLIENT, GITHUB_BASE_URL: "https://git.example.test", GITHUB_API_URL: "https://git.example.test/api/v3" }),
  )!;
  assert.equal(new URL("user/emails", enterprise.apiUrl).href, "https://git.example.test/api/v3/user/emails");
  assert.equal(
    new URL("login/oauth/authorize", enterprise.baseUrl).href,
    "https://git.example.test/login/oauth/authorize",
  );
  const local = githubConfig(
    env({ ...CLIENT, GITHUB_BASE_URL: "http://127.0.0.1:8080", GITHUB_API_URL: "http://[::1]:8081" }),
  )!;
  assert.equal(local.insecure, true);
  assert.throws(
    () => githubConfig(env({ ...CLIENT, GITHUB_BASE_URL: "http://github.example.test" })),
    /GITHUB_BASE_URL must be an https URL/,
  );
  assert.throws(
    () => githubConfig(env({ ...CLIENT, GITHUB_API_URL: "http://10.0.0.5/api/v3" })),
    /GITHUB_API_URL must be an https URL/,
  );
  assert.throws(
    () => githubConfig(env({ ...CLIENT, GITHUB_API_URL: "ftp://api.github.com" })),
    /GITHUB_API_URL must be an https URL/,
  );
  assert.throws(
    () => githubConfig(env({ ...CLIENT, GITHUB_BASE_URL: "not a url" })),
    /GITHUB_BASE_URL must be an https URL/,
  );
});
