/**
 * Memory of one server process with a mid-sized blog: writes `--posts` posts
 * (default 1,000) into a temp KV file, starts the site as its own process,
 * requests every public page in the sitemap (plus the category index and a
 * few searches) in identity, gzip and brotli, and prints the server's resident
 * set size (VmRSS) before and after (the figure `bench/run.ts` sums up).
 *
 * Run: deno run --allow-all bench/memory.ts [--posts=1000]
 */
import { openKv } from "@/lib/db/kv.ts";
import { seedPosts } from "./posts_list.ts";
import { startSiteProcess } from "./site_process.ts";
import { recordFigure } from "./results.ts";
import { countOption } from "./options.ts";

function rssMiB(pid: number): number {
  const status = Deno.readTextFileSync(`/proc/${pid}/status`);
  return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024;
}

const postCount = countOption("posts", 1000);
const dir = await Deno.makeTempDir({ prefix: "recetas-bench-" });
const kvPath = `${dir}/store.kv`;
const kv = await openKv(kvPath);
await seedPosts(kv, postCount);
kv.close();
const site = await startSiteProcess(kvPath, { env: { SEED_DEMO: "0" } });
try {
  const started = rssMiB(site.pid);
  const index = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const [, page] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await (await fetch(page.replaceAll("&amp;", "&"))).text();
    paths.push(...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  }
  paths.push("/categorias", "/search?q=arroz", "/search?q=ropa", "/search?q=flan");
  let bytes = 0;
  for (const path of paths) {
    for (const encoding of ["identity", "gzip", "br"]) {
      const res = await fetch(site.url + path, { headers: { "Accept-Encoding": encoding } });
      bytes += (await res.arrayBuffer()).byteLength;
    }
  }
  const warmed = rssMiB(site.pid);
  console.log(
    `${postCount} posts, ${paths.length} public pages requested in 3 codings (${(bytes / 1048576).toFixed(1)} MiB ` +
      `of HTML): server RSS ${started.toFixed(0)} MiB after start, ${warmed.toFixed(0)} MiB after warming.`,
  );
  await recordFigure({
    bench: "memory",
    name: `${postCount} posts, ${paths.length} pages warmed`,
    values: { startedMiB: started, warmedMiB: warmed },
  });
} finally {
  await site.stop();
  await Deno.remove(dir, { recursive: true });
}
