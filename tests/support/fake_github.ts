/**
 * A small stand-in for GitHub's OAuth endpoints and `GET /user/emails` on 127.0.0.1, strict where a sign-in can go
 * wrong: `/login/oauth/authorize` checks the client id, the registered redirect URI, scope `user:email`, a state
 * and an S256 code challenge, then (the signed-in GitHub user having agreed) sends the browser back with a code and
 * the state; `/login/oauth/access_token` checks the client secret, that the code is known, unused and given to this
 * client and redirect URI, and the PKCE verifier against the challenge, and answers JSON when asked with
 * `Accept: application/json` (form-encoded otherwise, errors with status 200, like GitHub); `/api/v3/user/emails`
 * checks the bearer token and the headers GitHub requires and answers the account's addresses.
 */
import { serve } from "./server.ts";

/** One address as `GET /user/emails` lists it. */
export interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
  visibility?: "public" | "private" | null;
}

/** A running fake GitHub. */
export interface FakeGithub {
  /** `GITHUB_BASE_URL`. */
  baseUrl: string;
  /** `GITHUB_API_URL` (a GitHub Enterprise Server-like `/api/v3`). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The addresses of the GitHub account the next authorizations are for. */
  account: GithubEmail[];
  /** Query of every authorization request, in order. */
  authorizations: URLSearchParams[];
  /** Problems the fake refused, with the endpoint's path, for assertions. */
  refusals: string[];
  close(): Promise<void>;
}

interface Grant {
  redirectUri: string;
  challenge: string;
  account: GithubEmail[];
  used: boolean;
}

/** The S256 code challenge of `verifier` (RFC 7636), computed here independently of the client library. */
async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Starts a fake GitHub accepting the client `clientId`/`clientSecret` with callback `redirectUri`. */
export function startFakeGithub(redirectUri: string): FakeGithub {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, GithubEmail[]>();
  const fake: FakeGithub = {
    baseUrl: "",
    apiUrl: "",
    clientId: "Iv1.fakeclientid",
    clientSecret: "a fake GitHub client secret",
    account: [],
    authorizations: [],
    refusals: [],
    close: () => server.close(),
  };
  const refuse = (path: string, problem: string, status = 400) => {
    fake.refusals.push(`${path}: ${problem}`);
    return new Response(problem, { status });
  };

  function authorize(url: URL): Response {
    const query = url.searchParams;
    fake.authorizations.push(query);
    const path = url.pathname;
    if (query.get("client_id") !== fake.clientId) return refuse(path, "unknown client_id", 404);
    if (query.get("redirect_uri") !== redirectUri) return refuse(path, "redirect_uri mismatch");
    if (query.get("scope") !== "user:email") return refuse(path, "scope is not user:email");
    if (query.get("code_challenge_method") !== "S256") return refuse(path, "code_challenge_method is not S256");
    const challenge = query.get("code_challenge") ?? "";
    if (!/^[\w-]{43}$/.test(challenge)) return refuse(path, "no S256 code_challenge");
    const state = query.get("state");
    if (!state) return refuse(path, "no state");
    const code = crypto.randomUUID().replaceAll("-", "");
    grants.set(code, { redirectUri, challenge, account: structuredClone(fake.account), used: false });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", state);
    return Response.redirect(back.href, 302);
  }

  async function accessToken(request: Request, path: string): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const json = (request.headers.get("accept") ?? "").includes("application/json");
    const answer = (body: Record<string, string>) =>
      json ? Response.json(body) : new Response(new URLSearchParams(body).toString(), {
        headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      });
    const error = (code: string) => {
      fake.refusals.push(`${path}: ${code}`);
      return answer({ error: code, error_description: code });
    };
    if (form.get("client_id") !== fake.clientId || form.get("client_secret") !== fake.clientSecret) {
      return error("incorrect_client_credentials");
    }
    const grant = grants.get(form.get("code") ?? "");
    if (!grant || grant.used) return error("bad_verification_code");
    grant.used = true;
    const redirect = form.get("redirect_uri");
    if (redirect !== null && redirect !== grant.redirectUri) return error("redirect_uri_mismatch");
    const verifier = form.get("code_verifier") ?? "";
    if (!verifier || await s256(verifier) !== grant.challenge) return error("bad_verification_code");
    const token = `gho_${crypto.randomUUID().replaceAll("-", "")}`;
    tokens.set(token, grant.account);
    return answer({ access_token: token, token_type: "bearer", scope: "user:email" });
  }

  function emails(request: Request, path: string): Response {
    const token = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
    const account = tokens.get(token);
    if (!account) return refuse(path, "bad credentials", 401);
    if (!request.headers.get("user-agent")) return refuse(path, "no User-Agent", 403);
    if (request.headers.get("accept") !== "application/vnd.github+json") return refuse(path, "wrong Accept", 415);
    if (request.headers.get("x-github-api-version") !== "2022-11-28") return refuse(path, "no API version");
    return Response.json(account);
  }

  const server = serve(async (request) => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /login/oauth/authorize") return authorize(url);
    if (route === "POST /login/oauth/access_token") return await accessToken(request, url.pathname);
    if (route === "GET /api/v3/user/emails") return emails(request, url.pathname);
    return refuse(url.pathname, `no route ${route}`, 404);
  });
  fake.baseUrl = server.url;
  fake.apiUrl = `${server.url}/api/v3`;
  return fake;
}
