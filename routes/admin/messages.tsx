/** /admin/messages: the contact form's messages. The first page is read on the server; the island takes over. */
import { listContactMessages } from "@/lib/db/contact.ts";
import { countContactMessages } from "@/lib/db/contact_index.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
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
    <AdminPage title="Messages" heading="Messages" pageHead>
      <MessagesInbox initial={data.initial} />
    </AdminPage>
  );
});
