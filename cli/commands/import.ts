/** `recipes import <file|folder|url>...`: posts from any registered format, or a whole `recipes export` folder. */
import { type Command, Option } from "commander";
import type { GlobalOptions, RunContext, Runner } from "../lib/context.ts";
import { EXIT, UsageError } from "../lib/errors.ts";
import { Api } from "../lib/api.ts";
import { signedInApi } from "../lib/site.ts";
import { MANIFEST_FILE, type RestoreReport } from "../export/format.ts";
import { restoreAfterPosts, restoreBeforePosts } from "../export/restore.ts";
import { classifyInputs } from "../import/inputs.ts";
import { openEntries } from "../import/entries.ts";
import type { AuthorsMode } from "../import/authors.ts";
import {
  type ImportOptions,
  isUnreachable,
  MAX_UNREACHABLE_IN_A_ROW,
  NO_IMAGES_REASON,
  runImport,
} from "../import/pipeline.ts";
import type { ImportResult } from "../import/types.ts";
import { countResults, kindPlural, OUTCOMES } from "../import/summary.ts";
import { etaText } from "../import/eta.ts";
import { SOURCES } from "../import/sources.ts";
import { printTable, startProgress } from "../ui/terminal.tsx";
import { pluralize } from "../../lib/text/plural.ts";

interface CommandOptions {
  status: ImportOptions["status"];
  dryRun?: boolean;
  update?: boolean;
  concurrency: string;
  format?: string;
  pages?: boolean;
  authors: AuthorsMode;
  images: "now" | "later";
}

/** Registers `import`. */
export function registerImport(program: Command, run: Runner) {
  program.command("import <inputs...>")
    .description("import posts from files, folders or URLs (JSON, or a folder written by `recipes export`)")
    .addOption(
      new Option("--status <status>", "status of imported posts").choices(["draft", "published", "keep"]).default(
        "keep",
      ),
    )
    .option("--dry-run", "show what would happen without writing anything")
    .option(
      "--update",
      "update posts whose slug exists (default: skip them); with --authors=create they are given to their authors too",
    )
    .option("--concurrency <n>", "items imported at the same time", "4")
    .option("--pages", "import WordPress pages as articles (default: report them as skipped)")
    .addOption(
      new Option(
        "--authors <mode>",
        "WordPress authors: their name shown on their posts (name), or users of the site (found by e-mail or " +
          "login, else created deactivated) their posts belong to, posts updated with --update included (create)",
      ).choices(["name", "create"]).default("name"),
    )
    .addOption(
      new Option(
        "--images <when>",
        "bring images with each post (now), or every post's text first and the images after (later)",
      ).choices(["now", "later"]).default("now"),
    )
    .addOption(new Option("--format <name>", "read every input with this format").choices(SOURCES.map((s) => s.name)))
    .action((args: string[], options: CommandOptions) => run((ctx) => importCommand(program, ctx, args, options)));
}

async function importCommand(program: Command, ctx: RunContext, args: string[], options: CommandOptions) {
  const concurrency = Number(options.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
    throw new UsageError("--concurrency must be a whole number from 1 to 32");
  }
  const inputs = await classifyInputs(args);
  // A wrong URL or token ends here in one line, not as the same error on every item.
  const api = await signedInApi(program.opts<GlobalOptions>().url, ctx.signal);
  const dryRun = !!options.dryRun;
  const exports = inputs.filter((input) => input.kind === "folder" && isExportFolder(input.location));
  const restore: RestoreReport = {};
  for (const folder of exports) await restoreBeforePosts(api, folder.location, restore, dryRun);

  // --images=later: a text pass (images left at their old addresses), then an images pass over the same inputs.
  const passes = options.images === "later" && !dryRun ? ["text", "only"] as const : ["now"] as const;
  let results: ImportResult[] = [];
  let total = 0;
  let stopped: string | null = null;
  for (const images of passes) {
    if (ctx.signal.aborted || stopped) break;
    const opened = await openEntries(inputs, options.format, !!options.pages);
    total = opened.total;
    ctx.signal.throwIfAborted();
    const pass = await importPass(api, ctx, opened, { ...options, images }, exports.length > 0, dryRun);
    results = images === "only" ? withImageNotes(results, pass.results) : pass.results;
    stopped = pass.stopped;
  }
  if (!ctx.signal.aborted) {
    for (const folder of exports) await restoreAfterPosts(api, folder.location, restore, dryRun);
  }
  summarize(ctx, results, total, restore, dryRun, stopped);
}

/** One pass of the pipeline over `opened`, with its progress bar: its results, and why it stopped early (if it did). */
async function importPass(
  api: Api,
  ctx: RunContext,
  { total, entries }: Awaited<ReturnType<typeof openEntries>>,
  options: Omit<CommandOptions, "images"> & { images: ImportOptions["images"] },
  restoring: boolean,
  dryRun: boolean,
): Promise<{ results: ImportResult[]; stopped: string | null }> {
  const progress = startProgress(ctx.output, options.images === "only" ? "Images" : dryRun ? "Checking" : "Importing");
  let finished = 0;
  let stopped: string | null = null;
  const held: { line: string; unreachable: boolean }[] = [];
  const startedAt = Date.now();
  const current = (label: string) =>
    [label, etaText(startedAt, finished, total, Date.now())].filter(Boolean).join(" · ");
  // A dry run writes nothing: its lines say what the run would do.
  const outcome = (result: ImportResult) =>
    dryRun && (result.result === "created" || result.result === "updated")
      ? `would ${result.result.slice(0, -1)}`
      : result.result;
  try {
    // Items under way when Ctrl+C comes are finished, not cut off mid-request: what is reported is what the site holds.
    const itemApi = new Api(api.url, api.token);
    const results = await runImport(itemApi, entries, {
      status: options.status,
      dryRun,
      update: !!options.update,
      concurrency: Number(options.concurrency),
      // An export's posts go back to their authors' users (found by e-mail or added deactivated).
      authors: restoring ? "create" : options.authors,
      images: options.images,
    }, {
      started: (label) => progress.update(finished, total, current(label)),
      stopped: (reason) => stopped = reason,
      finished: (result, done) => {
        finished = done;
        progress.update(done, total, current(result.label));
        const line = `${outcome(result).padEnd(7)} ${result.kind} ${result.label}` +
          (result.reason ? ` (${result.reason})` : "");
        // After a post that could not reach the site, lines wait for the next post that does: if the run stops
        // instead, the Stopped line speaks for the posts that could not.
        const unreachable = isUnreachable(result);
        if (unreachable || held.length) held.push({ line, unreachable });
        else progress.note(line);
        if (!unreachable && held.length && (result.kind === "post" || result.kind === "page")) {
          for (const waiting of held.splice(0)) progress.note(waiting.line);
        }
      },
    }, ctx.signal);
    return { results, stopped };
  } finally {
    for (const waiting of held) if (!stopped || !waiting.unreachable) progress.note(waiting.line);
    progress.finish();
  }
}

/** The text pass's results with what the images pass of the same items noted (an image that could not be brought). */
function withImageNotes(text: ImportResult[], images: ImportResult[]): ImportResult[] {
  const byLabel = new Map(images.map((result) => [`${result.kind} ${result.label}`, result]));
  return text.map((result) => {
    const notes = byLabel.get(`${result.kind} ${result.label}`)?.notes?.filter((n) => n !== NO_IMAGES_REASON) ?? [];
    if (!notes.length) return result;
    const all = [...result.notes ?? [], ...notes];
    return { ...result, notes: all, reason: all.join("; ") };
  });
}

function isExportFolder(folder: string): boolean {
  try {
    return Deno.statSync(`${folder}/${MANIFEST_FILE}`).isFile;
  } catch {
    return false;
  }
}

function summarize(
  ctx: RunContext,
  results: ImportResult[],
  total: number,
  restore: RestoreReport,
  dryRun: boolean,
  stopped: string | null,
) {
  const counts = countResults(results);
  const restoreFailures = Object.values(restore).flatMap((r) => r.failed);
  ctx.output.data({
    dry_run: dryRun,
    ...counts.total,
    reattributed: counts.reattributed,
    not_started: total - results.length,
    stopped,
    by_kind: counts.byKind,
    skipped_reasons: counts.skips,
    items: results,
    site: restore,
  });
  const rows = Object.entries(counts.byKind).map((
    [kind, c],
  ) => [kindPlural(kind), ...OUTCOMES.map((o) => String(c[o]))]);
  if (!rows.length) rows.push(["posts", "0", "0", "0", "0"]);
  for (const [kind, r] of Object.entries(restore)) {
    rows.push([kind, String(r.created), "0", String(r.skipped), String(r.failed.length)]);
  }
  const header = dryRun
    ? ["(dry run)", "WOULD CREATE", "WOULD UPDATE", "SKIPPED", "FAILED"]
    : ["", "CREATED", "UPDATED", "SKIPPED", "FAILED"];
  printTable(ctx.output, header, rows);
  if (counts.reattributed) {
    const posts = pluralize(counts.reattributed, "post");
    ctx.output.line(`${dryRun ? "would re-attribute" : "re-attributed"}: ${posts} on the site to their authors' users`);
  }
  for (const skip of counts.skips) {
    ctx.output.line(`skipped: ${pluralize(skip.count, skip.kind, kindPlural(skip.kind))}: ${skip.reason}`);
  }
  for (const { label, note } of counts.notes) ctx.output.error(`note: ${label}: ${note}`);
  for (const result of results.filter((r) => r.result === "failed")) {
    ctx.output.error(`failed: ${result.label}: ${result.reason}`);
  }
  for (const failure of restoreFailures) ctx.output.error(`failed: ${failure}`);
  if (stopped) {
    ctx.output.error(
      `Stopped: the site could not be reached for ${MAX_UNREACHABLE_IN_A_ROW} items in a row (${stopped}); ` +
        `${results.length} of ${pluralize(total, "item")} ${total === 1 ? "was" : "were"} processed; run the same ` +
        "import again to go on from there.",
    );
  } else if (ctx.signal.aborted) {
    ctx.output.error(
      `Interrupted: ${results.length} of ${pluralize(total, "item")} ${
        total === 1 ? "was" : "were"
      } processed; run the same import again to finish.`,
    );
  }
  if (counts.failed || restoreFailures.length || stopped) ctx.fail(EXIT.failed);
}
