/**
 * `recipes ai generate`: the site's Generate with AI job for each title given
 * as arguments or in a file (one a line), one post after another, with a
 * progress bar per post. Exit code 0 when every post was generated (an
 * optional step's failure is only a warning), 1 when one failed, 2 for a
 * wrong command line.
 */
import { type Command, Option } from "commander";
import { GENERATE_STEP_COUNT, GENERATE_STEPS } from "../../lib/shared/ai_generate.ts";
import type { GenerateJob } from "../../lib/schemas/ai_generate_job.ts";
import type { Api } from "../lib/api.ts";
import type { RunContext, Runner } from "../lib/context.ts";
import { EXIT, UsageError } from "../lib/errors.ts";
import { startProgress } from "../ui/terminal.tsx";
import { pluralize } from "../../lib/text/plural.ts";

/** One post's outcome, as `--json` prints it. */
interface GenerateReport {
  title: string;
  postId: string | null;
  state: GenerateJob["state"];
  imagesGenerated: number;
  notices: GenerateJob["notices"];
  error?: string;
}

const JOB_PATH = "/api/ai/generate-job";
const TYPES = ["auto", "recipe", "article"];
/** How often a job's progress is read. */
const POLL_MS = 500;

/** Titles of a file: one a line; blank lines and lines starting with # are skipped. */
export function titlesOf(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
}

/** Registers `ai generate`. */
export function registerAi(program: Command, run: Runner) {
  const ai = program.command("ai").description("AI content generation");
  ai.command("generate")
    .description("generate draft posts with AI from titles; exits 1 when one fails")
    .argument("[titles...]", "titles of the posts to generate")
    .option("--file <path>", "read titles from a file, one a line")
    .addOption(
      new Option("--type <type>", "recipe, article or auto (the model decides)").choices(TYPES).default("auto"),
    )
    .action((titles: string[], options: { file?: string; type: string }) =>
      run(async (ctx) => {
        const all = [...titles.map((t) => t.trim()).filter(Boolean)];
        if (options.file) all.push(...titlesOf(await readFile(options.file)));
        if (all.length === 0) throw new UsageError("Give at least one title, or --file <path>");
        const api = await ctx.api();
        const reports: GenerateReport[] = [];
        for (const title of all) {
          ctx.signal.throwIfAborted();
          reports.push(await generateOne(api, ctx, title, options.type));
        }
        const failed = reports.filter((r) => r.state !== "done").length;
        ctx.output.data({ posts: reports, generated: reports.length - failed, failed });
        ctx.output.line(`${reports.length - failed} of ${pluralize(reports.length, "post")} generated.`);
        if (failed) ctx.fail(EXIT.failed);
      })
    );
}

async function readFile(path: string): Promise<string> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${error instanceof Error ? error.message : error}`);
  }
}

async function generateOne(api: Api, ctx: RunContext, title: string, type: string): Promise<GenerateReport> {
  const progress = startProgress(ctx.output, title);
  let job: GenerateJob;
  try {
    job = await api.post<GenerateJob>(JOB_PATH, { title, type });
  } catch (error) {
    progress.finish();
    const message = error instanceof Error ? error.message : String(error);
    ctx.output.error(`✗ ${title}: ${message}`);
    return { title, postId: null, state: "failed", imagesGenerated: 0, notices: [], error: message };
  }
  let shown = 0;
  try {
    while (true) {
      for (const notice of job.notices.slice(shown)) progress.note(`  ! ${notice.message}`);
      shown = job.notices.length;
      const label = GENERATE_STEPS.find((s) => s.step === job.step)?.label ?? "";
      progress.update(job.state === "running" ? job.step - 1 : GENERATE_STEP_COUNT, GENERATE_STEP_COUNT, label);
      if (job.state !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (ctx.signal.aborted) {
        await api.delete(`${JOB_PATH}?postId=${encodeURIComponent(job.postId)}`).catch(() => {});
        ctx.signal.throwIfAborted();
      }
      job = await api.get<GenerateJob>(JOB_PATH, { postId: job.postId });
    }
  } finally {
    progress.finish();
  }
  if (job.state === "done") {
    ctx.output.line(`✓ ${title} (post ${job.postId}, ${pluralize(job.imagesGenerated, "image")})`);
  } else ctx.output.error(`✗ ${title}: ${job.error ?? job.state}`);
  return {
    title,
    postId: job.postId,
    state: job.state,
    imagesGenerated: job.imagesGenerated,
    notices: job.notices,
    ...(job.error ? { error: job.error } : {}),
  };
}
