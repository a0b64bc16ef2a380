/**
 * The CLI manual's scripting command (docs/cli.md), `npm run -s recipes -- --json whoami | jq .`, run as written through npm: what
 * reaches the pipe is one JSON document (npm's banner and `deno task`'s line stay off stdout).
 */
import assert from "node:assert/strict";
import { cliHome } from "./cli_runner.ts";
import { apiLogin, startSite } from "../support/site.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
/** The command as docs/cli.md shows it, before the pipe. */
const MANUAL_COMMAND = "npm run -s recipes -- --json whoami";

Deno.test("docs/cli.md's --json command through npm prints JSON that parses", async () => {
  const manual = await Deno.readTextFile(`${ROOT}docs/cli.md`);
  assert.ok(manual.includes(`${MANUAL_COMMAND} | jq .`), "docs/cli.md shows the command tested here");
  const site = await startSite();
  const cli = await cliHome({ RECIPES_URL: site.url, RECIPES_TOKEN: await apiLogin(site) });
  try {
    const output = await new Deno.Command("sh", {
      args: ["-c", MANUAL_COMMAND],
      cwd: ROOT,
      env: cli.env,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const stdout = new TextDecoder().decode(output.stdout);
    assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
    const parsed = JSON.parse(stdout);
    assert.equal(typeof parsed.user?.email, "string", stdout);
  } finally {
    await cli.close();
    await site.close();
  }
});
