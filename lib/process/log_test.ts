import assert from "node:assert/strict";
import { configureLogging, consoleLine, formatLogLine, log, type LogLevel } from "./log.ts";

const TIME = new Date("2026-12-02T05:00:00.000Z");

Deno.test("a JSON line holds time, level, message and fields; fields cannot replace the first three", () => {
  const line = formatLogLine("json", "warn", "slow\nanswer", { path: '/a"b\u0007', ms: 1.5, level: "forged" }, TIME);
  assert.doesNotMatch(line, /\n/);
  assert.deepEqual(JSON.parse(line), {
    time: "2026-12-02T05:00:00.000Z",
    level: "warn",
    msg: "slow\nanswer",
    path: '/a"b\u0007',
    ms: 1.5,
  });
});

Deno.test("a plain line is the message then key=value, quoting values that could break or forge a line", () => {
  assert.equal(
    formatLogLine("plain", "info", "request", { method: "GET", path: "/ropa-vieja", status: 200, bytes: "-" }),
    "request method=GET path=/ropa-vieja status=200 bytes=-",
  );
  const hostile = formatLogLine("plain", "info", "request\r\nforged", { path: "/x status=500\nfake line", n: "" });
  assert.equal(hostile, 'request\\r\\nforged path="/x status=500\\nfake line" n=""');
});

Deno.test("an error field prints its stack; in plain lines the stack follows on its own lines", () => {
  const error = new Error("boom");
  const json = JSON.parse(formatLogLine("json", "error", "failed", { stack: error }, TIME));
  assert.match(json.stack, /^Error: boom\n\s+at /);
  const plain = formatLogLine("plain", "error", "failed", { id: "X1", stack: error.stack });
  assert.match(plain, /^failed id=X1\nError: boom\n\s+at /);
});

Deno.test("with JSON on, console calls become JSON lines on the right stream, and the old console comes back", () => {
  const lines: [LogLevel, string][] = [];
  const originalLog = console.log;
  const restore = configureLogging({
    format: "json",
    write: (level, line) => lines.push([level, line]),
    now: () => TIME,
  });
  try {
    console.log("Recetas Cubanas listening on http://127.0.0.1:8000/");
    console.warn("careful", { n: 1 });
    console.error("AI usage record not stored:", new TypeError("bad"));
    log.info("request", { method: "GET" });
  } finally {
    restore();
  }
  assert.equal(console.log, originalLog);
  assert.deepEqual(lines.map(([level]) => level), ["info", "warn", "error", "info"]);
  const parsed = lines.map(([, line]) => JSON.parse(line));
  assert.equal(parsed[0].msg, "Recetas Cubanas listening on http://127.0.0.1:8000/");
  assert.equal(parsed[1].msg, "careful { n: 1 }");
  assert.equal(parsed[2].msg, "AI usage record not stored: TypeError: bad");
  assert.match(parsed[2].stack, /^TypeError: bad\n/);
  assert.deepEqual(parsed[3], { time: TIME.toISOString(), level: "info", msg: "request", method: "GET" });
});

Deno.test("plain logging leaves the console alone", () => {
  const lines: string[] = [];
  const originalError = console.error;
  const restore = configureLogging({ format: "plain", write: (_, line) => lines.push(line) });
  try {
    assert.equal(console.error, originalError);
    log.error("failed", { id: "A" });
  } finally {
    restore();
  }
  assert.deepEqual(lines, ["failed id=A"]);
});

Deno.test("console arguments: strings as they are, errors by name and message", () => {
  assert.deepEqual(consoleLine(["a", 1, "b"]), ["a 1 b", {}]);
});

Deno.test("info lines wait for the end of the turn, in order, and are written before the process exits", async () => {
  const logModule = new URL("./log.ts", import.meta.url).href;
  const script = `
    import { configureLogging, log } from "${logModule}";
    configureLogging({ format: "json" });
    log.info("first");
    console.log("second");
    log.error("an error flushes what waits");
    log.info("third");
    if (Deno.args[0] === "exit") Deno.exit(0);
    log.info("fourth");
  `;
  for (const mode of ["exit", "end"]) {
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["eval", "--ext=ts", script, mode],
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(output.code, 0);
    const messages = (text: Uint8Array) =>
      new TextDecoder().decode(text).split("\n").filter(Boolean).map((line) => JSON.parse(line).msg);
    const expected = mode === "exit" ? ["first", "second", "third"] : ["first", "second", "third", "fourth"];
    assert.deepEqual(messages(output.stdout), expected, mode);
    assert.deepEqual(messages(output.stderr), ["an error flushes what waits"]);
  }
});

Deno.test("a program's uncaught error or unhandled rejection is one JSON error line, and the process ends with 1", async () => {
  const logModule = new URL("./log.ts", import.meta.url).href;
  for (const [how, message] of [["throw", "Uncaught error"], ["reject", "Unhandled promise rejection"]]) {
    const script = `
      import { configureProcessLogging, log } from "${logModule}";
      configureProcessLogging("json");
      log.info("started");
      if (Deno.args[0] === "throw") setTimeout(() => { throw new Error("lost it"); }, 0);
      else Promise.reject(new Error("lost it"));
    `;
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["eval", "--ext=ts", script, how],
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(output.code, 1, how);
    const lines = (bytes: Uint8Array) =>
      new TextDecoder().decode(bytes).split("\n").filter(Boolean).map((line) => JSON.parse(line));
    assert.deepEqual(lines(output.stdout).map((line) => line.msg), ["started"]);
    const errors = lines(output.stderr);
    assert.equal(errors.length, 1, how);
    assert.equal(errors[0].msg, message);
    assert.match(errors[0].stack, /^Error: lost it\n\s+at /);
  }
});
