/**
 * The shipped systemd unit, `deploy/recetas-cubanas.service`: `systemd-analyze verify` finds nothing to say about it
 * (a misspelled or unparsable directive is only a warning there, so any output fails), its command is the start
 * task's supervisor, and its sandbox leaves writable exactly the folders the example environment file puts data in.
 *
 * verify checks that ExecStart's program exists and is executable, and the unit names its install path
 * (`/opt/recetas-cubanas`): the copy verified names this checkout instead, which is the only change made to it.
 */
import assert from "node:assert/strict";
import { PROJECT_ROOT } from "../support/process.ts";

const INSTALL_DIR = "/opt/recetas-cubanas";
const UNIT = `${PROJECT_ROOT}deploy/recetas-cubanas.service`;
/** The supervisor's default grace for draining servers (`SHUTDOWN_GRACE_MS`). */
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** `systemd-analyze verify` of the unit text `unit` (saved under the unit's own name); its exit code and output. */
async function verify(unit: string): Promise<{ code: number; output: string }> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-unit-" });
  try {
    const path = `${dir}/recetas-cubanas.service`;
    await Deno.writeTextFile(path, unit);
    const { code, stdout, stderr } = await new Deno.Command("systemd-analyze", {
      args: ["verify", "--man=no", path],
      env: { SYSTEMD_LOG_COLOR: "0", SYSTEMD_PAGER: "" },
    }).output();
    const text = new TextDecoder();
    return { code, output: (text.decode(stdout) + text.decode(stderr)).trim() };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** The `[Service]` settings of `unit`: name → values, in order (a name may repeat). */
function serviceSettings(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = "";
  for (const line of unit.split("\n")) {
    const header = line.match(/^\[(\w+)\]$/);
    if (header) section = header[1];
    const setting = line.match(/^(\w+)=(.*)$/);
    if (section === "Service" && setting) settings.set(setting[1], [...settings.get(setting[1]) ?? [], setting[2]]);
  }
  return settings;
}

const shipped = await Deno.readTextFile(UNIT);
const inCheckout = shipped.replaceAll(INSTALL_DIR, PROJECT_ROOT.replace(/\/$/, ""));

Deno.test("systemd unit: systemd-analyze verify has nothing to say about it", async () => {
  const result = await verify(inCheckout);
  assert.equal(result.output, "", "no warning");
  assert.equal(result.code, 0);
  const asShipped = await verify(shipped);
  const complaints = asShipped.output.split("\n").filter((line) => !line.includes(`${INSTALL_DIR}/tools/deno`));
  assert.deepEqual(complaints, [], "as shipped, only the program outside this machine's install path is missing");
});

/** Most exposure `systemd-analyze security` may score the unit (0 is locked down, 10 unprotected). */
const MAX_EXPOSURE = 3.5;

Deno.test("systemd unit: systemd-analyze security scores its sandbox at most 3.5 (OK)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-unit-" });
  try {
    const path = `${dir}/recetas-cubanas.service`;
    await Deno.writeTextFile(path, inCheckout);
    const { stdout } = await new Deno.Command("systemd-analyze", {
      args: ["security", "--offline=yes", "--no-pager", path],
      env: { SYSTEMD_LOG_COLOR: "0", SYSTEMD_COLORS: "0" },
    }).output();
    const text = new TextDecoder().decode(stdout);
    const score = Number(text.match(/Overall exposure level for recetas-cubanas\.service: ([\d.]+)/)?.[1]);
    assert.ok(score <= MAX_EXPOSURE, `exposure ${score}:\n${text}`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("systemd unit: verify would report a misspelled or unparsable directive", async () => {
  const broken = inCheckout.replace(/^NoNewPrivileges=yes$/m, "NoNewPrivilege=yes")
    .replace(/^KillMode=mixed$/m, "KillMode=x");
  const { output } = await verify(broken);
  assert.match(output, /Unknown key 'NoNewPrivilege'/);
  assert.match(output, /kill mode/i);
});

Deno.test("systemd unit: runs the start task's supervisor as the main process, reloads with HUP", async () => {
  const service = serviceSettings(shipped);
  const tasks = JSON.parse(await Deno.readTextFile(`${PROJECT_ROOT}deno.json`)).tasks;
  const supervisorCommand = (tasks.start as string).split("&&").map((part) => part.trim())
    .find((part) => part.includes("scripts/supervise.ts"));
  assert.equal(
    service.get("ExecStart")?.[0],
    supervisorCommand?.replace(/^deno /, `${INSTALL_DIR}/tools/deno/node_modules/.bin/deno `),
    "the start task's supervisor command, run by the pinned Deno",
  );
  assert.deepEqual(service.get("WorkingDirectory"), [INSTALL_DIR]);
  assert.deepEqual(service.get("ExecReload"), ["/bin/kill -HUP $MAINPID"]);
  assert.deepEqual(service.get("Type"), ["exec"], "the supervisor is the main process, started with no fork");
  assert.deepEqual(service.get("KillMode"), ["mixed"], "SIGTERM to the supervisor, which stops its servers");
  assert.deepEqual(service.get("Restart"), ["on-failure"]);
  assert.deepEqual(service.get("RestartPreventExitStatus"), ["78"], "a bad setting or store is not retried");
  const stopSeconds = Number(service.get("TimeoutStopSec")?.[0]);
  assert.ok(stopSeconds * 1000 > DEFAULT_SHUTDOWN_GRACE_MS, "servers get their grace before systemd kills them");
  assert.deepEqual(service.get("User"), ["recetas"]);
  assert.deepEqual(service.get("NoNewPrivileges"), ["yes"]);
  assert.deepEqual(service.get("EnvironmentFile"), ["/etc/recetas-cubanas.env"]);
});

Deno.test("systemd unit: the sandbox lets it write where the example environment puts data, nowhere else", async () => {
  const service = serviceSettings(shipped);
  assert.deepEqual(service.get("ProtectSystem"), ["strict"]);
  const writable = [
    ...(service.get("ReadWritePaths") ?? []).flatMap((paths) => paths.split(/\s+/)),
    ...(service.get("RuntimeDirectory") ?? []).map((name) => `/run/${name}`),
  ];
  assert.deepEqual(writable, ["/var/lib/recetas-cubanas", "/run/recetas-cubanas"]);
  const example = await Deno.readTextFile(`${PROJECT_ROOT}deploy/recetas-cubanas.env.example`);
  const paths = ["KV_PATH", "MEDIA_DIR", "BACKUP_DIR", "PID_FILE"].map((name) => {
    const value = example.match(new RegExp(`^${name}=(.+)$`, "m"))?.[1];
    assert.ok(value, `the example sets ${name}`);
    return value;
  });
  for (const path of paths) {
    assert.ok(writable.some((dir) => path.startsWith(`${dir}/`)), `${path} is in a writable folder`);
  }
});

Deno.test("deploy/recetas-npm is a valid POSIX shell script", async () => {
  const { code, stderr } = await new Deno.Command("sh", { args: ["-n", `${PROJECT_ROOT}deploy/recetas-npm`] }).output();
  assert.equal(code, 0, new TextDecoder().decode(stderr));
});
