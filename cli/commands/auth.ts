/** `recipes login`, `logout` and `whoami`. */
import type { Command } from "commander";
import { Api } from "../lib/api.ts";
import { askCredentials } from "../lib/ask_credentials.ts";
import type { GlobalOptions, Runner } from "../lib/context.ts";
import { loadCredentials, saveCredentials } from "../lib/credentials.ts";
import { ApiError, UsageError } from "../lib/errors.ts";
import { notTheSiteError, siteUrl, type SiteUser, siteUser } from "../lib/site.ts";

/** Registers the three commands. */
export function registerAuth(program: Command, run: Runner) {
  const globals = () => program.opts<GlobalOptions>();

  program.command("login")
    .description("sign in and keep an API token for the site")
    .action(() =>
      run(async ({ output, signal }) => {
        const url = await siteUrl(globals().url);
        const credentials = await askCredentials(output);
        signal.throwIfAborted();
        const anonymous = new Api(url, null, signal);
        const session = await anonymous.post<{ token: string; user: SiteUser }>("/api/auth/login", credentials);
        if (typeof session?.token !== "string" || typeof session.user?.email !== "string") {
          throw notTheSiteError(url, "/api/auth/login answered JSON without a session", 200);
        }
        const api = anonymous.withToken(session.token);
        const name = `recipes CLI on ${Deno.hostname()}`;
        try {
          const issued = await api.post<{ token: string; record: { id: string } }>("/api/auth/tokens", { name });
          const file = await loadCredentials();
          file.sites[url] = {
            token: issued.token,
            token_id: issued.record.id,
            email: session.user.email,
            created_at: new Date().toISOString(),
          };
          file.default_url = url;
          await saveCredentials(file);
        } finally {
          await api.post("/api/auth/logout").catch(() => {});
        }
        output.data({ url, user: session.user });
        output.line(`Signed in to ${url} as ${session.user.email} (${session.user.role}).`);
      })
    );

  program.command("logout")
    .description("revoke the stored API token and forget it")
    .action(() =>
      run(async ({ output, signal }) => {
        const url = await siteUrl(globals().url);
        const file = await loadCredentials();
        const stored = file.sites[url];
        if (!stored) throw new UsageError(`Not signed in to ${url}.`);
        let revoked = true;
        try {
          await new Api(url, stored.token, signal).delete(`/api/auth/tokens/${encodeURIComponent(stored.token_id)}`);
        } catch (error) {
          if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 404)) throw error;
          revoked = false;
        }
        delete file.sites[url];
        if (file.default_url === url) delete file.default_url;
        await saveCredentials(file);
        output.data({ url, revoked });
        output.line(revoked ? `Signed out of ${url}.` : `Signed out of ${url} (the token was no longer valid).`);
      })
    );

  program.command("whoami")
    .description("show who the stored token belongs to")
    .action(() =>
      run(async ({ output, api: signedIn }) => {
        const api = await signedIn();
        const user = await siteUser(api);
        output.data({ url: api.url, user });
        output.line(`${user.email} (${user.name}, ${user.role}) on ${api.url}`);
      })
    );
}
