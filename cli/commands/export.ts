/** `recipes export <folder>`: the whole site as readable files (see `export/format.ts`). */
import type { Command } from "commander";
import type { GlobalOptions, Runner } from "../lib/context.ts";
import { exportSite } from "../export/export_site.ts";
import { signedInApi } from "../lib/site.ts";
import { startProgress } from "../ui/terminal.tsx";
import { pluralize } from "../../lib/text/plural.ts";

/** Registers `export`. */
export function registerExport(program: Command, run: Runner) {
  program.command("export <folder>")
    .description("write posts, categories, menu, redirects, settings, media files and contact messages to a folder")
    .action((folder: string) =>
      run(async (ctx) => {
        const api = await signedInApi(program.opts<GlobalOptions>().url, ctx.signal);
        const progress = startProgress(ctx.output, "Exporting");
        let summary;
        try {
          summary = await exportSite(api, folder, (done, total, current) =>
            progress.update(done, total, current), ctx.signal);
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
