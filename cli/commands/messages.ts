/** `recipes messages list`: the contact form's messages, newest first (listing does not mark them read). */
import type { Command } from "commander";
import type { Runner } from "../lib/context.ts";
import { oneLine } from "../lib/text_table.ts";
import { printTable } from "../ui/terminal.tsx";
import type { SiteMessage } from "../export/read_site.ts";

/** The answer of GET /api/admin/messages. */
interface MessageList {
  messages: SiteMessage[];
  cursor: string | null;
  counts: { all: number; unread: number };
}

/** Characters of a message shown in the table. */
const EXCERPT = 50;

function state(message: SiteMessage): string {
  return [message.read ? "read" : "unread", message.handled ? "handled" : ""].filter(Boolean).join(",");
}

/** Registers the `messages` command group. */
export function registerMessages(program: Command, run: Runner) {
  const messages = program.command("messages").description("read the contact form's messages");

  messages.command("list")
    .description("list messages, newest first (listing does not mark them read)")
    .option("--unread", "only unread messages")
    .option("--limit <n>", "messages per page (1-50)", "20")
    .option("--cursor <id>", "go on after this message (the cursor a previous page printed)")
    .action((options: { unread?: boolean; limit: string; cursor?: string }) =>
      run(async (ctx) => {
        const site = await ctx.api();
        const list = await site.get<MessageList>("/api/admin/messages", {
          filter: options.unread ? "unread" : undefined,
          limit: options.limit,
          cursor: options.cursor,
        });
        ctx.output.data(list);
        const rows = list.messages.map((m) => [
          m.id,
          m.created_at.slice(0, 16).replace("T", " "),
          state(m),
          `${m.name} <${m.email}>`,
          m.subject,
          oneLine(m.message, EXCERPT),
        ]);
        printTable(ctx.output, ["ID", "RECEIVED", "STATE", "FROM", "SUBJECT", "MESSAGE"], rows, (row) =>
          row[2].startsWith("unread") ? "yellow" : undefined);
        ctx.output.line(
          `${list.messages.length} shown; ${list.counts.unread} unread of ${list.counts.all} messages`,
        );
        if (list.cursor) {
          ctx.output.line(`More: --cursor ${list.cursor}`);
        }
      })
    );
}
