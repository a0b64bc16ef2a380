import assert from "node:assert/strict";
import { healthPortLine, parseHealthPortLine } from "./health_port_line.ts";
import { formatLogLine } from "./log.ts";
import { eachLine } from "./output_lines.ts";
import { removePidFile, writePidFile } from "./pid_file.ts";

Deno.test("health port line: printed and parsed back; other lines are not one", () => {
  assert.equal(parseHealthPortLine(healthPortLine(43123)), 43123);
  assert.equal(parseHealthPortLine("Recetas Cubanas listening on http://127.0.0.1:8000/"), null);
  assert.equal(parseHealthPortLine("Recetas Cubanas health on http://127.0.0.1:99999/"), null);
  // LOG_FORMAT=json: the line is the message of a JSON line.
  assert.equal(parseHealthPortLine(formatLogLine("json", "info", healthPortLine(43123))), 43123);
  assert.equal(parseHealthPortLine(formatLogLine("json", "info", "listening", { port: 43123 })), null);
  assert.equal(parseHealthPortLine("{not json"), null);
});

Deno.test("output lines: split across chunks, CRLF trimmed, the last line without a newline kept", async () => {
  const encoder = new TextEncoder();
  const stream = ReadableStream.from(["one\ntw", "o\r\n", "\nthree"].map((text) => encoder.encode(text)));
  const lines: string[] = [];
  await eachLine(stream, (line) => lines.push(line));
  assert.deepEqual(lines, ["one", "two", "", "three"]);
});

Deno.test("pid file: written with its folder, removed only while it names this process", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-pid-" });
  try {
    const path = `${dir}/run/recetas.pid`;
    await writePidFile(path);
    assert.equal(await Deno.readTextFile(path), `${Deno.pid}\n`);
    removePidFile(path, Deno.pid + 1);
    assert.equal(await Deno.readTextFile(path), `${Deno.pid}\n`, "another process's file is left");
    removePidFile(path);
    await assert.rejects(Deno.stat(path), Deno.errors.NotFound);
    removePidFile(path);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
