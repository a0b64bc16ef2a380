/** /admin/messages: the contact form's messages. The first page is read on the server; the island takes over. */
import { listContactMessages } from "@/lib/db/contact.ts";
import { countContactMessages } from "@/lib/db/contact_index.ts";
import { Head } from "@/lib/fresh/head.ts";
import MessagesInbox from "@/islands/admin/messages/MessagesInbox.tsx";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const [first, counts] = await Promise.all([listContactMessages(c.var.kv), countContactMessages(c.var.kv)]);
    return page({ initial: { messages: first.items, cursor: first.cursor, counts } });
  },
});

export default define.page<typeof handler>(function MessagesPage({ data }) {
  return (
    <>
      <Head>
        <title>Messages | Recetas Cubanas Admin</title>
      </Head>
      <div class="page-head">
        <h1>Messages</h1>
      </div>
      <MessagesInbox initial={data.initial} />
    </>
  );
});
