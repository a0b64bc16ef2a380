/** `recipes reviews list|approve|spam|delete`: readers' reviews and comments, for moderation from a terminal. */
import { type Command, Option } from "commander";
import type { Runner } from "../lib/context.ts";
import { EXIT } from "../lib/errors.ts";
import { oneLine } from "../lib/text_table.ts";
import { printTable } from "../ui/terminal.tsx";
import { pluralize } from "../../lib/text/plural.ts";
import type { AdminReviewList, ReviewCounts } from "../../lib/schemas/review.ts";

/** Answer of a bulk action. */
interface BulkAnswer {
  done: number;
  missing: string[];
  counts: ReviewCounts;
}

const ACTIONS = [
  ["approve", "approve reviews: they show on their post at once", "approved"],
  ["spam", "mark reviews as spam (hidden from the post)", "marked as spam"],
  ["delete", "delete reviews for good", "deleted"],
] as const;

/** Registers the `reviews` command group. */
export function registerReviews(program: Command, run: Runner) {
  const reviews = program.command("reviews").description("list, approve, mark as spam and delete readers' reviews");

  reviews.command("list")
    .description("list reviews, newest first, with the counts per status")
    .addOption(
      new Option("--status <status>", "only these reviews").choices(["pending", "approved", "spam", "all"])
        .default("pending"),
    )
    .option("--search <text>", "reviews whose name, e-mail or text contain this")
    .option("--page <n>", "page number (20 a page)", "1")
    .action((options: { status: string; search?: string; page: string }) =>
      run(async (ctx) => {
        const list = await (await ctx.api()).get<AdminReviewList>("/api/admin/reviews", {
          status: options.status,
          q: options.search,
          page: options.page,
        });
        ctx.output.data(list);
        const rows = list.reviews.map((r) => [
          r.id,
          r.status,
          r.stars ? `${r.stars}/5` : "-",
          oneLine(r.name, 20),
          oneLine(r.post_title ?? "(deleted post)", 30),
          oneLine(r.text, 60),
        ]);
        printTable(ctx.output, ["ID", "STATUS", "STARS", "NAME", "POST", "TEXT"], rows);
        const { pending, approved, spam } = list.counts;
        ctx.output.line(
          `${list.reviews.length} of ${pluralize(list.total, "review")} (page ${list.page} of ${list.pages}); ` +
            `pending ${pending}, approved ${approved}, spam ${spam}`,
        );
      })
    );

  for (const [action, description, done] of ACTIONS) {
    reviews.command(`${action} <ids...>`)
      .description(`${description}; exits 1 when an id is not found`)
      .action((ids: string[]) =>
        run(async (ctx) => {
          const answer = await (await ctx.api()).post<BulkAnswer>("/api/admin/reviews/bulk", { action, ids });
          ctx.output.data(answer);
          ctx.output.line(`${pluralize(answer.done, "review")} ${done}`);
          for (const id of answer.missing) ctx.output.error(`No review with id "${id}"`);
          if (answer.missing.length) ctx.fail(EXIT.failed);
        })
      );
  }
}
