import assert from "node:assert/strict";
import { doctorExitCode, formatCheck } from "./check_result.ts";

Deno.test("formatCheck: status, name, what was found and what to do, on one line", () => {
  assert.equal(formatCheck({ status: "ok", name: "disk", detail: "9.0 GiB free" }), "ok    disk    9.0 GiB free");
  assert.equal(
    formatCheck({ status: "fail", name: "site", detail: "nothing answers", fix: "systemctl status x" }),
    "fail  site    nothing answers — systemctl status x",
  );
});

Deno.test("formatCheck: control characters of found text (terminal escapes, new lines) become spaces", () => {
  const line = formatCheck({ status: "warn", name: "site", detail: "answers \u001b[2J503\nnot ready\r", fix: "a\tb" });
  assert.equal(line, "warn  site    answers  [2J503 not ready — a b");
  assert.equal(line.split("\n").length, 1);
});

Deno.test("doctorExitCode: 1 when a check failed; warnings alone pass", () => {
  const ok = { status: "ok", name: "a", detail: "" } as const;
  const warn = { status: "warn", name: "b", detail: "" } as const;
  const fail = { status: "fail", name: "c", detail: "" } as const;
  assert.equal(doctorExitCode([ok, warn]), 0);
  assert.equal(doctorExitCode([ok, fail, warn]), 1);
});
