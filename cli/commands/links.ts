/** `recipes links check`: the server's link check for one post or all, with the broken links per post. */
import type { Command } from "commander";
import type { Api } from "../lib/api.ts";
import type { RunContext, Runner } from "../lib/context.ts";
import { EXIT, UsageError } from "../lib/errors.ts";
import { findPost } from "../lib/posts_api.ts";
import { printTable, startProgress } from "../ui/terminal.tsx";
import type { LinkIssue, LinkStats } from "../../lib/schemas/link_stats.ts";
import { pluralize } from "../../lib/text/plural.ts";

/** GET /api/admin/posts/link-check-job: the job, or idle when none ever ran. */
interface JobAnswer {
  state: "idle" | "running" | "done" | "failed";
  total?: number;
  processed?: number;
  error?: string;
}

/** Broken links of one post. */
interface PostReport {
  id: string;
  slug: string;
  title: string;
  broken: LinkIssue[];
  manual: LinkIssue[];
}

/** How often the job's progress is read. */
const POLL_MS = 300;

/** Registers `links check`. */
export function registerLinks(program: Command, run: Runner) {
  const links = program.command("links").description("link checks");
  links.command("check")
    .description("check links of one post or all posts; exits 1 when a link is broken")
    .option("--post <post>", "slug or id of the post to check")
    .option("--all", "check every post (the background job)")
    .action((options: { post?: string; all?: boolean }) =>
      run(async (ctx) => {
        if (!!options.post === !!options.all) throw new UsageError("Give either --post <slug|id> or --all");
        const api = await ctx.api();
        const reports = options.post ? [await checkOne(api, options.post)] : await checkAll(api, ctx);
        report(ctx, reports);
      })
    );
}

async function checkOne(api: Api, ref: string): Promise<PostReport> {
  const found = await findPost(api, ref);
  if (!found) throw new UsageError(`No post with slug or id "${ref}"`);
  const stats = await api.get<LinkStats>("/api/admin/posts/check-links", { postId: found.post.id });
  return { ...pick(found.post), broken: stats.brokenLinks, manual: stats.manualCheck };
}

async function checkAll(api: Api, ctx: RunContext): Promise<PostReport[]> {
  const progress = startProgress(ctx.output, "Checking links");
  let job = await api.post<JobAnswer>("/api/admin/posts/link-check-job");
  try {
    while (job.state === "running") {
      progress.update(job.processed ?? 0, job.total ?? null);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      ctx.signal.throwIfAborted();
      job = await api.get<JobAnswer>("/api/admin/posts/link-check-job");
    }
    progress.update(job.processed ?? 0, job.total ?? null);
  } finally {
    progress.finish();
  }
  if (job.state !== "done") throw new Error(job.error ?? "Link check failed");
  ctx.output.line(`Checked ${pluralize(job.processed ?? 0, "post")}.`);
  const reports: PostReport[] = [];
  for (let page = 1;; page++) {
    const list = await api.get<{ posts: (PostReport & { broken_links_count: number })[]; total: number }>(
      "/api/admin/posts",
      { limit: 100, page },
    );
    for (const row of list.posts.filter((p) => p.broken_links_count > 0)) {
      const stats = await api.get<LinkStats>("/api/admin/posts/link-stats", { postId: row.id });
      reports.push({ ...pick(row), broken: stats.brokenLinks, manual: stats.manualCheck });
    }
    if (page * 100 >= list.total || list.posts.length === 0) break;
  }
  return reports;
}

function pick(post: { id: string; slug: string; title: string }) {
  return { id: post.id, slug: post.slug, title: post.title };
}

function report(ctx: RunContext, reports: PostReport[]): void {
  const broken = reports.filter((r) => r.broken.length > 0);
  const count = broken.reduce((sum, r) => sum + r.broken.length, 0);
  ctx.output.data({ posts: reports, broken_posts: broken.length, broken_links: count });
  const rows = broken.flatMap((r) =>
    r.broken.map((link) => [r.slug, String(link.status ?? "-"), link.url, link.reason ?? ""])
  );
  if (rows.length) printTable(ctx.output, ["POST", "STATUS", "URL", "REASON"], rows, () => "red");
  const manual = reports.reduce((sum, r) => sum + r.manual.length, 0);
  ctx.output.line(
    `${pluralize(count, "broken link")} in ${pluralize(broken.length, "post")}` +
      (manual ? `; ${manual} to check by hand` : "") + ".",
  );
  if (count > 0) ctx.fail(EXIT.failed);
}
