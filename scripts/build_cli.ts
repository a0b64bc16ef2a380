/**
 * `npm run build:cli`: `deno compile` of the `recipes` command line into
 * `dist/recipes`. The executable is built on Deno's runtime for executables
 * (`denort`), which `deno compile` downloads once from dl.deno.land; when
 * `DENORT_BIN` is not set, that runtime is not in the Deno cache and the
 * download cannot be reached, this stops at once with a message saying so
 * instead of leaving `deno compile` to wait on the network.
 */

const PERMISSIONS = ["--allow-net", "--allow-read", "--allow-write", "--allow-env", "--allow-sys"];
const PROBE_TIMEOUT_MS = 10_000;

/** Where `deno compile` downloads the runtime and where it keeps it. */
export function denortLocation(denoDir: string, version = Deno.version.deno, target = Deno.build.target) {
  const suffix = `release/v${version}/denort-${target}.zip`;
  return { url: `https://dl.deno.land/${suffix}`, cached: `${denoDir}/dl/${suffix}` };
}

function isFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

async function denoDir(): Promise<string> {
  const info = await new Deno.Command(Deno.execPath(), { args: ["info", "--json"], stdout: "piped", stderr: "null" })
    .output();
  return JSON.parse(new TextDecoder().decode(info.stdout)).denoDir;
}

/** Null when `url` answers; otherwise why it cannot be downloaded. */
async function unreachable(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return error instanceof DOMException && error.name === "TimeoutError"
      ? `no answer within ${PROBE_TIMEOUT_MS / 1000} s`
      : `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

function fail(message: string): never {
  console.error(message);
  Deno.exit(1);
}

const denortBin = Deno.env.get("DENORT_BIN");
if (denortBin) {
  if (!isFile(denortBin)) fail(`build:cli: DENORT_BIN=${denortBin} is not a file.`);
} else {
  const { url, cached } = denortLocation(await denoDir());
  if (!isFile(cached)) {
    const reason = await unreachable(url);
    if (reason) {
      fail(
        `build:cli: deno compile needs Deno's runtime for executables (denort ${Deno.version.deno}), downloaded from\n` +
          `  ${url}\n` +
          `and that download is not possible here (${reason}).\n` +
          `Fetch that zip on a machine that can reach dl.deno.land, unzip it, and run the build with the runtime's path:\n` +
          `  DENORT_BIN=/path/to/denort npm run build:cli\n` +
          `(the runtime must be the same Deno version, ${Deno.version.deno}).`,
      );
    }
  }
}
const compile = await new Deno.Command(Deno.execPath(), {
  args: ["compile", ...PERMISSIONS, "--output", "dist/recipes", "cli/main.ts"],
  stdout: "inherit",
  stderr: "inherit",
}).output();
Deno.exit(compile.code);
