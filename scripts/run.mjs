#!/usr/bin/env node
// Entry point of `npm start`, `npm test`, `npm run build`, `npm run bench`, `npm run recipes`, `npm run build:cli`,
// `npm run backup`, `npm run restore` and `npm run doctor`
// on a machine that has only Node and npm:
// installs the pinned Deno from npm when missing, installs Debian's Chromium, Caddy and wrk for the tests (Chromium
// for the Lighthouse bench) when missing, then runs the matching `deno task`.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = join(root, "tools", "deno");
const deno = join(toolsDir, "node_modules", ".bin", "deno");
const task = process.argv[2];
const tasks = {
  start: "start",
  build: "build",
  test: "test",
  bench: "bench",
  dev: "dev",
  recipes: "recipes",
  "build:cli": "build:cli",
  backup: "backup",
  restore: "restore",
  doctor: "doctor",
};

if (!tasks[task]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join("|")}>`);
  process.exit(2);
}

if (!existsSync(deno)) {
  console.log("Installing the pinned Deno runtime from npm…");
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefix", toolsDir], { stdio: "inherit" });
}

const chromium = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Debian packages the tests drive for real: the browser, the HTTPS proxy of the deployment (and curl, its client
// from a chosen loopback address), systemd-analyze for the service unit, and the load generator.
const debianTools = task === "test"
  ? [
    [chromium, "chromium"],
    ["/usr/bin/caddy", "caddy"],
    ["/usr/bin/curl", "curl"],
    ["/usr/bin/systemd-analyze", "systemd"],
    ["/usr/bin/wrk", "wrk"],
  ]
  : task === "bench"
  ? [[chromium, "chromium"]]
  : [];
const missing = debianTools.filter(([path]) => !existsSync(path)).map(([, name]) => name);
if (missing.length) {
  console.log(`Installing ${missing.join(", ")} from Debian for the tests…`);
  const [command, ...prefix] = process.getuid?.() === 0 ? ["apt-get"] : ["sudo", "apt-get"];
  const apt = (args) =>
    execFileSync(command, [...prefix, ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", ...missing]);
}

const env = { ...process.env, DENO_NO_UPDATE_CHECK: "1" };
if (task === "start" || task === "build" || task === "bench") env.NODE_ENV ??= "production";
// Ctrl+C in a terminal reaches every process of the foreground group: this one leaves it to the command, whose first
// Ctrl+C lets the work under way finish and prints a summary (dying here would hang up the terminal under it).
process.on("SIGINT", () => {});
const result = spawnSync(deno, ["task", tasks[task], ...process.argv.slice(3)], { cwd: root, stdio: "inherit", env });
process.exit(result.status ?? (result.signal === "SIGINT" ? 130 : 1));
