/**
 * Runs the `recipes` command line as a subprocess, the way a shell or cron does (no terminal), with its own config
 * folder so credentials never touch the user's.
 */
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

const MAIN = new URL("../../cli/main.ts", import.meta.url).pathname;

/** What a run printed and how it ended. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A config folder and environment for a series of runs. */
export interface CliHome {
  configDir: string;
  env: Record<string, string>;
  run(args: string[], options?: { env?: Record<string, string>; stdin?: string }): Promise<CliRun>;
  /** `run` with `--json`, parsing stdout. */
  json<T = Record<string, unknown>>(
    args: string[],
    options?: { env?: Record<string, string> },
  ): Promise<T & { code: number }>;
  close(): Promise<void>;
}

/** A fresh config folder; `env` is added to every run (e.g. RECIPES_URL). */
export async function cliHome(env: Record<string, string> = {}): Promise<CliHome> {
  const configDir = await Deno.makeTempDir({ prefix: "recipes-cli-" });
  const base = { XDG_CONFIG_HOME: configDir, NO_COLOR: "1", ...env };
  const home: CliHome = {
    configDir,
    env: base,
    async run(args, options = {}) {
      const child = new Deno.Command(Deno.execPath(), {
        args: ["run", "--allow-all", MAIN, ...args],
        env: { ...base, ...options.env },
        stdin: "piped",
        stdout: "piped",
        stderr: "piped",
      }).spawn();
      const writer = child.stdin.getWriter();
      if (options.stdin) await writer.write(new TextEncoder().encode(options.stdin));
      await writer.close();
      const result = await child.output();
      const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
      return { code: result.code, stdout: decode(result.stdout), stderr: decode(result.stderr) };
    },
    async json(args, options) {
      const result = await home.run(["--json", ...args], options);
      try {
        return { ...JSON.parse(result.stdout), code: result.code };
      } catch {
        throw new Error(`not JSON (exit ${result.code}): ${result.stdout}\n${result.stderr}`);
      }
    },
    close: () => Deno.remove(configDir, { recursive: true }),
  };
  return home;
}

/** A test site (started with `options`, see `startSite`) plus a signed-in command line (token in RECIPES_TOKEN). */
export async function siteWithCli(options: Parameters<typeof startSite>[0] = {}): Promise<{
  site: TestSite;
  cli: CliHome;
  token: string;
  close(): Promise<void>;
}> {
  const site = await startSite(options);
  const token = await apiLogin(site);
  const cli = await cliHome({ RECIPES_URL: site.url, RECIPES_TOKEN: token });
  return {
    site,
    cli,
    token,
    async close() {
      await cli.close();
      await site.close();
    },
  };
}

/** A JSON API call with the bearer token. */
export async function api<T = Record<string, unknown>>(
  site: TestSite,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(site.url + path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}
