/**
 * Benchmark of the link checker on the demo content.
 *
 * Starts a site with the demo content, then checks every published post's
 * links with the checker's default politeness (4 requests at once, one per
 * host, 250 ms between requests to a host). Nothing leaves the machine: in
 * the default `--mode=map` every request to a non-loopback host is answered
 * by a local server (200 after `--latency` ms) while the checker still sees,
 * and schedules by, the real host names; `--mode=block` refuses those hosts
 * instead and they are reported as skipped. Prints the time to check all
 * posts and to re-check the post with the most links.
 *
 * Run: deno run --allow-all bench/link_check.ts [--mode=map|block] [--latency=20]
 *      [--link-concurrency=4] [--link-delay=250]
 */
import { readPostHtml } from "@/lib/content/post_html.ts";
import { checkAllPosts, checkPostLinks } from "@/lib/links/check_posts.ts";
import type { LinkCheckOptions } from "@/lib/links/options.ts";
import { iteratePosts } from "@/lib/db/posts.ts";
import { MediaStore } from "@/lib/media/store.ts";
import type { Post } from "@/lib/schemas/post.ts";
import { serve } from "@/tests/support/server.ts";
import { startSite } from "@/tests/support/site.ts";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

function flag(name: string): string | undefined {
  return Deno.args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function numberFlag(name: string, fallback: number): number {
  const value = Number(flag(name) ?? fallback);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/** A local stand-in for every outside site: 200 after a fixed delay. */
function startStandIn(latencyMs: number) {
  const requests = new Map<string, number>();
  const server = serve(async (request) => {
    const host = request.headers.get("x-bench-original-host") ?? "?";
    requests.set(host, (requests.get(host) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return new Response(request.method === "HEAD" ? null : "ok");
  });
  return { ...server, requests };
}

/** A fetch that sends non-loopback requests to `standInUrl` and never to the network. */
function mappedFetch(standInUrl: string): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (LOOPBACK.has(url.hostname)) return fetch(url, init);
    const headers = new Headers(init?.headers);
    headers.set("x-bench-original-host", url.host);
    return fetch(new URL(url.pathname + url.search, standInUrl), { ...init, headers });
  };
}

function distinctExternal(posts: Post[], siteUrl: string): { links: number; hosts: Set<string> } {
  const urls = new Set<string>();
  const hosts = new Set<string>();
  for (const post of posts) {
    for (const { href } of readPostHtml(post.content).links) {
      if (!/^https?:\/\//i.test(href) || href.startsWith(siteUrl)) continue;
      const url = new URL(href);
      url.hash = "";
      urls.add(url.href);
      hosts.add(url.host);
    }
  }
  return { links: urls.size, hosts };
}

const mode = flag("mode") === "block" ? "block" : "map";
const latency = numberFlag("latency", 20);
const site = await startSite({ seed: true });
const standIn = startStandIn(latency);
try {
  const posts: Post[] = [];
  for await (const post of iteratePosts(site.kv)) if (post.status === "published") posts.push(post);
  const external = distinctExternal(posts, site.url);
  const options: LinkCheckOptions = {
    siteOrigins: [site.url],
    media: new MediaStore(`${site.dir}/media`),
    concurrency: numberFlag("link-concurrency", 4),
    perHostDelayMs: numberFlag("link-delay", 250),
    ...(mode === "map" ? { fetch: mappedFetch(standIn.url) } : { allowHost: (url: URL) => LOOPBACK.has(url.hostname) }),
  };

  console.log(
    `link_check: ${posts.length} published demo posts, ${external.links} distinct external links on ` +
      `${external.hosts.size} hosts; mode=${mode}, latency=${latency} ms, concurrency=${options.concurrency}, ` +
      `per-host delay=${options.perHostDelayMs} ms`,
  );

  let started = performance.now();
  const summary = await checkAllPosts(site.kv, options);
  const allMs = performance.now() - started;
  const requests = [...standIn.requests.values()].reduce((a, b) => a + b, 0);
  console.log(
    `check all: ${allMs.toFixed(0)} ms for ${summary.totalProcessed} posts; ` +
      `${requests} requests to stand-in hosts, ${summary.skippedLinks} links skipped (hosts blocked), ` +
      `${summary.brokenLinks} broken, ${summary.manualCheck} to check by hand`,
  );
  const busiest = [...standIn.requests.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (busiest.length) console.log(`busiest hosts: ${busiest.map(([host, n]) => `${host} ×${n}`).join(", ")}`);

  const richest = posts.map((post) => ({ post, links: readPostHtml(post.content).links.length }))
    .sort((a, b) => b.links - a.links)[0];
  if (richest) {
    started = performance.now();
    const report = await checkPostLinks(site.kv, richest.post.id, options);
    const oneMs = performance.now() - started;
    const { stats } = report;
    console.log(
      `one post (${richest.post.slug}, ${richest.links} links): ${oneMs.toFixed(0)} ms; ` +
        `${stats.outboundInternal} internal, ${stats.outboundExternal} external, ${stats.inboundCount} inbound, ` +
        `${stats.brokenLinksCount} broken, ${report.skipped.length} skipped`,
    );
  }
} finally {
  await standIn.close();
  await site.close();
}
