/** On a terminal the CLI draws ink views; NO_COLOR takes the colours out of them. */
import assert from "node:assert/strict";
import { siteWithCli } from "./cli_runner.ts";

const MAIN = new URL("../../cli/main.ts", import.meta.url).pathname;
// Select Graphic Rendition sequences that set a colour (foreground 30–37, 90–97, 38;…; background 40–47, 48;…).
// deno-lint-ignore no-control-regex
const COLOUR = /\x1b\[(?:\d+;)*(?:3[0-8]|4[0-8]|9[0-7])(?:;\d+)*m/;

/** Runs the CLI on a pseudo-terminal (util-linux `script`) and returns everything it wrote there. */
async function onTerminal(args: string[], env: Record<string, string>): Promise<{ code: number; screen: string }> {
  const command = [Deno.execPath(), "run", "--allow-all", MAIN, ...args].map((a) => `'${a}'`).join(" ");
  // Only `env` decides: the test run's own NO_COLOR and CI (colour libraries turn colours off under CI) are not passed on.
  const { NO_COLOR: _, CI: _ci, ...inherited } = Deno.env.toObject();
  const result = await new Deno.Command("script", {
    args: ["-qefc", command, "/dev/null"],
    clearEnv: true,
    env: { ...inherited, ...env, TERM: "xterm-256color", COLUMNS: "100", LINES: "30" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code: result.code, screen: new TextDecoder().decode(result.stdout) };
}

Deno.test("NO_COLOR: no colour codes on a terminal; without it the progress bar is coloured", async () => {
  const { cli, close } = await siteWithCli();
  const dir = await Deno.makeTempDir({ prefix: "recipes-color-" });
  try {
    await Deno.writeTextFile(`${dir}/posts.json`, JSON.stringify([{ title: "Flan" }, { title: "Natilla" }]));
    const { NO_COLOR: _, ...withColour } = cli.env;
    const coloured = await onTerminal(["import", `${dir}/posts.json`], withColour);
    assert.equal(coloured.code, 0, coloured.screen);
    assert.match(coloured.screen, COLOUR, "colours are drawn on a terminal");
    const plain = await onTerminal(["import", "--update", `${dir}/posts.json`], { ...cli.env, NO_COLOR: "1" });
    assert.equal(plain.code, 0, plain.screen);
    assert.match(plain.screen, /Natilla|natilla/);
    assert.doesNotMatch(plain.screen, COLOUR);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});
