/**
 * Write contention on one store file: two server processes (their own OS processes, `TRUST_PROXY=1`) share one KV
 * file, and N readers from N addresses send a review of one post at the same moment, half to each process. Prints
 * how many answers had each status (every one should be 201; lock contention that outlasts every retry is a 503
 * with `Retry-After`, never a 500) and how many reviews were stored. Not a timed test: a reproduction to run by hand.
 * `--busy-writer=S` has a third process (the `sqlite3` shell) commit tiny writes to the file back to back for the
 * first S seconds of the run, as a busy writer in another process would.
 *
 * Run: deno run --allow-all bench/review_contention.ts [--reviews=400] [--busy-writer=15]
 */
import { openKv } from "@/lib/db/kv.ts";
import { getReviewCounts } from "@/lib/db/reviews.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { issueFormStamp } from "@/lib/site/form_stamp.ts";
import { countOption, textOption } from "./options.ts";
import { startSiteProcess } from "./site_process.ts";

const reviews = countOption("reviews", 400);
const busySeconds = Number(textOption("busy-writer", "0"));
const dir = await Deno.makeTempDir({ prefix: "recetas-review-contention-" });
const kvPath = `${dir}/store.kv`;
// The queue caps would hold most of the reviews as spam (still a 201): raised, so every one is a pending write.
const env = { TRUST_PROXY: "1", SEED_DEMO: "0", REVIEW_PENDING_PER_POST: "100000", REVIEW_PENDING_SITE: "1000000" };

const kv = await openKv(kvPath);
const { post } = await savePostFromInput(
  kv,
  { title: "Ropa vieja", status: "published", content: "<p>Receta</p>", content_type: "recipe" },
  { id: "author-1", name: "Autora" },
);
const stamp = await issueFormStamp(kv, post.id, Date.now() - 60_000);
const sites = await Promise.all([startSiteProcess(kvPath, { env }), startSiteProcess(kvPath, { env })]);
/**
 * Has a `sqlite3` shell commit tiny writes to the store file back to back for `seconds` (in a table of its own), as
 * a busy writer in another process would; resolves once it has begun.
 */
async function busyWriter(seconds: number): Promise<Promise<void>> {
  const setup = "PRAGMA busy_timeout = 5000; CREATE TABLE IF NOT EXISTS contention_probe (n INTEGER); " +
    "INSERT INTO contention_probe VALUES (0);";
  await new Deno.Command("sqlite3", { args: [kvPath, setup] }).output();
  const shell = new Deno.Command("sqlite3", { args: [kvPath], stdin: "piped", stdout: "null", stderr: "inherit" })
    .spawn();
  const writer = shell.stdin.getWriter();
  const until = Date.now() + seconds * 1000;
  const updates = new TextEncoder().encode("UPDATE contention_probe SET n = n + 1;\n".repeat(1000));
  await writer.write(new TextEncoder().encode("PRAGMA busy_timeout = 5000;\n"));
  return (async () => {
    while (Date.now() < until) await writer.write(updates);
    await writer.close();
    await shell.status;
  })();
}

try {
  const released = busySeconds > 0 ? await busyWriter(busySeconds) : Promise.resolve();
  const send = async (reader: number): Promise<string> => {
    try {
      const answer = await fetch(`${sites[reader % 2].url}/api/posts/${post.id}/reviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.0.${reader >> 8}.${reader & 255}` },
        body: JSON.stringify({ stamp, name: `Lector ${reader}`, stars: 5, text: `Reseña número ${reader}.` }),
      });
      const body = await answer.text();
      const retry = answer.headers.get("Retry-After");
      return answer.status === 201 ? "201" : `${answer.status}${retry ? ` (Retry-After ${retry})` : ""} ${body}`;
    } catch (error) {
      return `no answer: ${error instanceof Error ? error.message : error}`;
    }
  };
  const answers = await Promise.all(Array.from({ length: reviews }, (_, reader) => send(reader)));
  await released;
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  const held = busySeconds > 0 ? ` (another process writing to it for ${busySeconds} s)` : "";
  console.log(`${reviews} concurrent reviews to two processes on one store file${held}:`);
  for (const [answer, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${answer}`);
  console.log(`stored pending: ${(await getReviewCounts(kv)).pending}`);
} finally {
  await Promise.all(sites.map((site) => site.stop()));
  kv.close();
  await Deno.remove(dir, { recursive: true });
}
