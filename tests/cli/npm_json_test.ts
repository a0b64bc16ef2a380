/**
 * The README's scripting command, `npm run -s recipes -- --json whoami | jq .`, run as written through npm: what
 * reaches the pipe is one JSON document (npm's banner and `deno task`'s line stay off stdout).
 */
import assert from "node:assert/strict";
import { cliHome } from "./cli_runner.ts";
import { apiLogin, startSite } from "../support/site.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
/** The command as the README shows it, before the pipe. */
const README_COMMAND = "npm run -s recipes -- --json whoami";

Deno.test("the README's --json command through npm prints JSON that parses", async () => {
  const readme = await Deno.readTextFile(`${ROOT}README.md`);
  assert.ok(readme.includes(`${README_COMMAND} | jq .`), "the README shows the command tested here");
  const site = await startSite();
  const cli = await cliHome({ RECIPES_URL: site.url, RECIPES_TOKEN: await apiLogin(site) });
  try {
    const output = await new Deno.Command("sh", {
      args: ["-c", README_COMMAND],
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
