/**
 * Where a server's CPU time goes while a benchmark runs: connects to the V8 inspector of a site started with
 * `BENCH_INSPECT=1` (`site_process.ts`, 127.0.0.1:9229; waits for it), samples its main thread for `--seconds`
 * (60 by default), writes the profile (`--out=`, loadable in Chromium's DevTools) and prints the functions and files
 * on the stack in the most samples, and the share of idle and garbage collection in each 5-second window.
 *
 * Run beside a benchmark: deno run --allow-all bench/server_profile.ts [--seconds=60] [--out=server.cpuprofile] &
 *                         BENCH_INSPECT=1 deno run --allow-all bench/cli_import.ts --restore-from=DIR
 */
import { countOption, textOption } from "./options.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const INSPECTOR = "http://127.0.0.1:9229/json/list";
const WINDOW_US = 5_000_000;

async function inspectorUrl(): Promise<string> {
  while (true) {
    try {
      const targets = await (await fetch(INSPECTOR)).json() as { webSocketDebuggerUrl: string }[];
      return targets[0].webSocketDebuggerUrl;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Samples the inspected process for `seconds`. */
async function sample(seconds: number): Promise<Profile> {
  const socket = new WebSocket(await inspectorUrl());
  await new Promise((resolve) => socket.onopen = resolve);
  let last = 0;
  const answers = new Map<number, (result: Record<string, unknown>) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    answers.get(message.id)?.(message.result);
  };
  const send = (method: string, params = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      answers.set(++last, resolve);
      socket.send(JSON.stringify({ id: last, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 500 });
  await send("Profiler.start");
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const { profile } = await send("Profiler.stop") as { profile: Profile };
  socket.close();
  return profile;
}

function nameOf(node: ProfileNode): string {
  const file = node.callFrame.url.replace(/^file:\/\/.*?\/(lib|routes|cli|node_modules)\//, "$1/");
  return `${node.callFrame.functionName || "(anonymous)"} ${file}:${node.callFrame.lineNumber + 1}`;
}

/** Samples per function and per file with it anywhere on the stack, and the stacks of each sample. */
function tally(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const id of profile.samples) {
    const names = new Set<string>();
    const files = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = nodes.get(at)!;
      names.add(nameOf(node));
      if (node.callFrame.url) files.add(nameOf(node).split(" ")[1].replace(/:\d+$/, ""));
    }
    for (const name of names) add(byFunction, name);
    for (const file of files) add(byFile, file);
  }
  return { byFunction, byFile, nodes };
}

function top(map: Map<string, number>, total: number, count: number): string {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
    .map(([name, n]) => `${((100 * n) / total).toFixed(1).padStart(5)}% ${name}`).join("\n");
}

const profile = await sample(countOption("seconds", 60));
await Deno.writeTextFile(textOption("out", "server.cpuprofile"), JSON.stringify(profile));
const total = profile.samples.length;
const { byFunction, byFile, nodes } = tally(profile);
console.log(`${total} samples\n\non the stack, by function:\n${top(byFunction, total, 50)}`);
console.log(`\non the stack, by file:\n${top(byFile, total, 30)}\n\nidle and garbage collection per 5 s:`);
let time = 0;
const windows: { idle: number; gc: number; all: number }[] = [];
profile.samples.forEach((id, i) => {
  time += profile.timeDeltas[i];
  const window = windows[Math.floor(time / WINDOW_US)] ??= { idle: 0, gc: 0, all: 0 };
  const name = nodes.get(id)!.callFrame.functionName;
  window.all++;
  if (name === "(idle)") window.idle++;
  if (name === "(garbage collector)") window.gc++;
});
windows.forEach((w, i) => {
  const share = (n: number) => `${Math.round((100 * n) / w.all)}%`.padStart(4);
  console.log(`  ${String(i * 5).padStart(4)} s: idle ${share(w.idle)}, gc ${share(w.gc)}`);
});
