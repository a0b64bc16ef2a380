import assert from "node:assert/strict";
import { render } from "ink-testing-library";
import { barCells, ProgressBar } from "../../cli/ui/ProgressBar.tsx";
import { Table } from "../../cli/ui/Table.tsx";
import { TextPrompt } from "../../cli/ui/TextPrompt.tsx";

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

Deno.test("ProgressBar shows the bar, the count and the current item", () => {
  assert.equal(barCells(1, 4, 8), "██░░░░░░");
  assert.equal(barCells(3, null, 4), "░░░░");
  const view = render(<ProgressBar label="Importing" done={2} total={4} current="ropa-vieja" width={10} />);
  assert.equal(view.lastFrame(), "Importing █████░░░░░ 2/4 ropa-vieja");
  view.unmount();
});

Deno.test("Table pads every column to its widest cell", () => {
  const view = render(<Table headers={["SLUG", "N"]} rows={[["flan", "10"], ["ropa-vieja", "2"]]} />);
  assert.deepEqual(view.lastFrame()!.split("\n").map((line) => line.trimEnd()), [
    "SLUG        N",
    "flan        10",
    "ropa-vieja  2",
  ]);
  view.unmount();
});

Deno.test("TextPrompt hides a secret, edits with backspace and submits on Enter", async () => {
  let submitted = "";
  const view = render(<TextPrompt label="Password: " secret onSubmit={(v) => (submitted = v)} onCancel={() => {}} />);
  await tick();
  for (const key of ["a", "b", "c", "\x7f", "d"]) {
    view.stdin.write(key);
    await tick();
  }
  assert.ok(view.lastFrame()!.startsWith("Password: •••"), view.lastFrame());
  assert.ok(!view.lastFrame()!.includes("abd"));
  view.stdin.write("\r");
  await tick();
  assert.equal(submitted, "abd");
  view.unmount();
});

Deno.test("TextPrompt cancels on Ctrl+C", async () => {
  let cancelled = false;
  const view = render(<TextPrompt label="Email: " onSubmit={() => {}} onCancel={() => (cancelled = true)} />);
  await tick();
  view.stdin.write("\x03");
  await tick();
  assert.ok(cancelled);
  view.unmount();
});
