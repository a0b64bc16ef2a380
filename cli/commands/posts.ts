/** `recipes posts list|get|publish|unpublish|delete`. */
import { type Command, Option } from "commander";
import type { Api } from "../lib/api.ts";
import type { RunContext, Runner } from "../lib/context.ts";
import { describeError, EXIT, UsageError } from "../lib/errors.ts";
import { listedStatus } from "../lib/post_status.ts";
import { findPost, listCategories } from "../lib/posts_api.ts";
import { askLine, printTable } from "../ui/terminal.tsx";
import { pluralize } from "../../lib/text/plural.ts";

/** A row of GET /api/admin/posts. */
interface AdminPostRow {
  id: string;
  title: string;
  slug: string;
  status: string;
  /** When a scheduled draft publishes itself; null when not scheduled (absent from older sites). */
  scheduled_at?: string | null;
  updated_at: string;
  broken_links_count: number;
}

/** Registers the `posts` command group. */
export function registerPosts(program: Command, run: Runner) {
  const posts = program.command("posts").description("list, show, publish, unpublish and delete posts");

  posts.command("list")
    .description("list posts, newest first")
    .addOption(
      new Option("--status <status>", "only these posts").choices(["all", "published", "draft"]).default("all"),
    )
    .option("--search <text>", "titles containing this text (accents and case ignored)")
    .option("--category <slug>", "posts of this category")
    .option("--limit <n>", "posts per page (1-100)", "20")
    .option("--page <n>", "page number", "1")
    .action((options: { status: string; search?: string; category?: string; limit: string; page: string }) =>
      run(async (ctx) => {
        const site = await ctx.api();
        let categoryId: string | undefined;
        if (options.category) {
          const category = (await listCategories(site)).find((c) => c.slug === options.category);
          if (!category) throw new UsageError(`No category with slug "${options.category}"`);
          categoryId = category.id;
        }
        const list = await site.get<{ posts: AdminPostRow[]; total: number }>("/api/admin/posts", {
          status: options.status,
          title: options.search,
          category_id: categoryId,
          limit: options.limit,
          page: options.page,
        });
        ctx.output.data(list);
        const now = Date.now();
        const rows = list.posts.map((p) => [p.id, listedStatus(p, now), p.slug, p.title, p.updated_at.slice(0, 10)]);
        printTable(ctx.output, ["ID", "STATUS", "SLUG", "TITLE", "UPDATED"], rows);
        ctx.output.line(`${list.posts.length} of ${pluralize(list.total, "post")}`);
      })
    );

  posts.command("get <post>")
    .description("show a post by slug or id")
    .action((ref: string) =>
      run(async (ctx) => {
        const site = await ctx.api();
        const found = await findPost(site, ref);
        if (!found) throw new PostNotFound(ref);
        ctx.output.data(found);
        const { post } = found;
        for (
          const [label, value] of [
            ["ID", post.id],
            ["Title", post.title],
            ["Slug", post.slug],
            ["Status", post.status],
            ["Published", post.published_at ?? "-"],
            ["Scheduled", typeof post.scheduled_at === "string" ? post.scheduled_at : "-"],
            ["Updated", post.updated_at],
            ["Type", String(post.content_type)],
            ["Categories", post.category_ids.join(", ") || "-"],
            ["Tags", (post.tags ?? []).join(", ") || "-"],
            ["Excerpt", String(post.excerpt ?? "")],
          ]
        ) ctx.output.line(`${label.padEnd(11)}${value}`);
      })
    );

  for (const [name, status] of [["publish", "published"], ["unpublish", "draft"]] as const) {
    posts.command(`${name} <posts...>`)
      .description(`${name === "publish" ? "publish" : "turn back into drafts"} posts given by slug or id`)
      .action((refs: string[]) =>
        run((ctx) =>
          forEachPost(
            ctx,
            refs,
            name,
            (site, found) => site.put(`/api/posts/${found.post.id}`, { status, versionstamp: found.versionstamp }),
          )
        )
      );
  }

  posts.command("delete <posts...>")
    .description("delete posts given by slug or id")
    .option("-y, --yes", "do not ask for confirmation (required without a terminal)")
    .action((refs: string[], options: { yes?: boolean }) =>
      run(async (ctx) => {
        if (!options.yes) {
          if (!ctx.output.interactive) throw new UsageError("Deleting needs --yes when there is no terminal to ask");
          const answer = await askLine(`Delete ${pluralize(refs.length, "post")} for good? Type "yes":`);
          if (answer.trim().toLowerCase() !== "yes") {
            ctx.output.line("Nothing deleted.");
            return;
          }
        }
        await forEachPost(ctx, refs, "delete", (site, found) => site.delete(`/api/posts/${found.post.id}`));
      })
    );
}

class PostNotFound extends Error {
  constructor(ref: string) {
    super(`No post with slug or id "${ref}"`);
  }
}

/** Applies `change` to each post in turn, reporting each; a failure sets exit code 1 and the rest go on. */
async function forEachPost(
  ctx: RunContext,
  refs: string[],
  verb: string,
  change: (site: Api, found: NonNullable<Awaited<ReturnType<typeof findPost>>>) => Promise<unknown>,
): Promise<void> {
  const site = await ctx.api();
  const results: { post: string; ok: boolean; id?: string; error?: string }[] = [];
  for (const ref of refs) {
    if (ctx.signal.aborted) break;
    try {
      const found = await findPost(site, ref);
      if (!found) throw new PostNotFound(ref);
      await change(site, found);
      results.push({ post: ref, ok: true, id: found.post.id });
      ctx.output.line(`${verb}: ${ref}`);
    } catch (error) {
      results.push({ post: ref, ok: false, error: describeError(error) });
      ctx.output.error(`failed to ${verb} ${ref}: ${describeError(error)}`);
      ctx.fail(EXIT.failed);
    }
  }
  ctx.output.data({ results });
  if (ctx.signal.aborted) ctx.output.error(`Stopped after ${results.length} of ${pluralize(refs.length, "post")}.`);
}
