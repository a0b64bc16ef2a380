/** `recipes export <folder>`: the whole site as readable files (see `export/format.ts`). */
import type { Command } from "commander";
import type { Runner } from "../lib/context.ts";
import { exportSite } from "../export/export_site.ts";
import { stageFolder } from "../export/staged_folder.ts";
import { startProgress } from "../ui/terminal.tsx";
import { pluralize } from "../../lib/text/plural.ts";

/** Registers `export`. */
export function registerExport(program: Command, run: Runner) {
  program.command("export <folder>")
    .description(
      "write posts, categories, menu, redirects, settings, media files, contact messages and reviews to a folder",
    )
    .option("--force", "replace the contents of a folder that is not empty (an earlier export)")
    .action((folder: string, options: { force?: boolean }) =>
      run(async (ctx) => {
        const api = await ctx.api();
        // Written aside and moved into place when complete: an interrupted export leaves nothing that looks valid.
        const staged = await stageFolder(folder, !!options.force);
        const progress = startProgress(ctx.output, "Exporting");
        let summary;
        try {
          summary = await exportSite(api, staged.path, (done, total, current) =>
            progress.update(done, total, current), ctx.signal);
          await staged.commit();
        } catch (error) {
          await staged.discard();
          throw error;
        } finally {
          progress.finish();
        }
        ctx.output.data({ folder, ...summary });
        ctx.output.line(
          `Exported ${pluralize(summary.posts, "post")}, ${pluralize(summary.categories, "category", "categories")}, ` +
            `${pluralize(summary.menu_items, "menu item")}, ${pluralize(summary.redirects, "redirect")}, ` +
            `${pluralize(summary.media, "media file")}, ${pluralize(summary.messages, "message")} and ` +
            `${pluralize(summary.reviews, "review")} to ${folder}` +
            (summary.settings ? " (with settings)." : " (settings left out: admins only)."),
        );
      })
    );
}
