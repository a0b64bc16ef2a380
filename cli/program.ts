/** The `recipes` command line: global options, the commands, and how a run ends (exit codes, Ctrl+C). */
import { Command, CommanderError } from "commander";
import { registerAi } from "./commands/ai.ts";
import { registerAuth } from "./commands/auth.ts";
import { registerExport } from "./commands/export.ts";
import { registerImport } from "./commands/import.ts";
import { registerLinks } from "./commands/links.ts";
import { registerMessages } from "./commands/messages.ts";
import { registerPosts } from "./commands/posts.ts";
import { registerReviews } from "./commands/reviews.ts";
import type { GlobalOptions, RunContext } from "./lib/context.ts";
import { describeError, EXIT, UsageError } from "./lib/errors.ts";
import { isAbort, listenForInterrupt } from "./lib/interrupt.ts";
import { createOutput } from "./lib/output.ts";
import { signedInApi } from "./lib/site.ts";

/** Version shown by `recipes --version`. */
export const VERSION = "0.1.0";

/** Runs the command line and resolves to the exit code. */
export async function main(args: string[]): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = new Command("recipes")
    .description(
      "Recetas Cubanas from the command line: sign in, list and publish posts, moderate reviews, check links, import, export, generate with AI",
    )
    .version(VERSION)
    .option("--url <url>", "site URL (default: RECIPES_URL, the last site signed in to, or http://127.0.0.1:8000)")
    .option("--json", "print one machine-readable JSON document on stdout")
    .showHelpAfterError()
    .exitOverride();

  const run = async (action: (ctx: RunContext) => Promise<void>) => {
    const output = createOutput(program.opts<GlobalOptions>());
    const interrupt = listenForInterrupt(() => output.error("Stopping… (press Ctrl+C again to quit at once)"));
    const ctx: RunContext = {
      output,
      signal: interrupt.signal,
      api: () => signedInApi(program.opts<GlobalOptions>().url, interrupt.signal),
      interrupt: interrupt.trigger,
      fail: (code) => (exitCode = Math.max(exitCode, code)),
    };
    try {
      await action(ctx);
      if (interrupt.signal.aborted) ctx.fail(EXIT.interrupted);
    } catch (error) {
      if (isAbort(error) || interrupt.signal.aborted) {
        output.error("Interrupted.");
        ctx.fail(EXIT.interrupted);
      } else if (error instanceof UsageError) {
        output.error(`error: ${error.message}`);
        ctx.fail(EXIT.usage);
      } else {
        output.error(`error: ${describeError(error)}`);
        ctx.fail(EXIT.failed);
      }
    } finally {
      interrupt.dispose();
    }
  };

  registerAuth(program, run);
  registerPosts(program, run);
  registerMessages(program, run);
  registerReviews(program, run);
  registerLinks(program, run);
  registerExport(program, run);
  registerImport(program, run);
  registerAi(program, run);

  try {
    await program.parseAsync(args, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    throw error;
  }
  return exitCode;
}
