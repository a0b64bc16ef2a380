/**
 * Runs the test suite as several `deno test` processes at once (`TEST_SHARDS`, default 2), each with its own share
 * of the test files, and fails when any of them fails. Separate processes keep process-wide state (environment
 * variables, the working directory) apart; browser and multi-process tests, the slow ones, are spread evenly.
 * Output is streamed line by line with the shard's number in front.
 *
 * Run: deno run --allow-all scripts/test_shards.ts [extra `deno test` flags]
 */
const ROOT = new URL("..", import.meta.url).pathname;
const SKIP = /^(node_modules|tools|data|dist|\.git)\//;
const TEST_FILE = /(^|\/)([^/]*[._])?test\.(ts|tsx|mts|js|jsx)$/;

/** Relative effort of a test file, for spreading them: browser and process tests take longest. */
function weight(path: string): number {
  if (/browser_test\.|offline_start_test\.|dev_watch_test\./.test(path)) return 6;
  if (/(process|supervisor|first_start|fuzz|multi)/.test(path) || path.startsWith("tests/deploy/")) return 3;
  return 1;
}

async function testFiles(dir = ""): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(ROOT + dir)) {
    const path = dir + entry.name;
    if (entry.isDirectory && !SKIP.test(`${path}/`)) files.push(...await testFiles(`${path}/`));
    else if (entry.isFile && TEST_FILE.test(path)) files.push(path);
  }
  return files.sort();
}

/** Splits `files` into `count` shards of about equal weight (heaviest first, each to the lightest shard). */
function shard(files: string[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], load: 0 }));
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of ordered) {
    const lightest = shards.reduce((min, s) => (s.load < min.load ? s : min));
    lightest.files.push(file);
    lightest.load += weight(file);
  }
  return shards.map((s) => s.files.sort()).filter((s) => s.length > 0);
}

async function pipe(stream: ReadableStream<Uint8Array>, prefix: string, out: (line: string) => void) {
  let rest = "";
  const decoder = new TextDecoder();
  for await (const bytes of stream) {
    const lines = (rest + decoder.decode(bytes, { stream: true })).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out(`${prefix}${line}`);
  }
  if (rest) out(`${prefix}${rest}`);
}

const count = Math.max(1, Number(Deno.env.get("TEST_SHARDS") ?? 2) || 2);
const shards = shard(await testFiles(), count);
const started = Date.now();
const results = await Promise.all(shards.map(async (files, i) => {
  const prefix = shards.length > 1 ? `[${i + 1}] ` : "";
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "--allow-all", ...Deno.args, ...files],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  await Promise.all([
    pipe(child.stdout, prefix, (line) => console.log(line)),
    pipe(child.stderr, prefix, (line) => console.error(line)),
  ]);
  return (await child.status).code;
}));
const seconds = Math.round((Date.now() - started) / 1000);
const failed = results.filter((code) => code !== 0).length;
console.log(`${shards.length} test shard(s) finished in ${seconds} s; ${failed} failed.`);
Deno.exit(failed ? 1 : 0);
