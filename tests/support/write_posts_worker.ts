/**
 * Test worker: opens the KV file given as first argument and creates, then
 * publishes, posts with the given name prefix, printing how many succeeded.
 * Several copies run at once against one file in tests/app/multi_process_test.ts.
 */
import { openKv } from "@/lib/db/kv.ts";
import { createPost, updatePost } from "@/lib/db/posts.ts";

const [path, prefix, countText, categoryId] = Deno.args;
const kv = await openKv(path);
let created = 0;
const tasks = Array.from({ length: Number(countText) }, async (_, i) => {
  const { post, versionstamp } = await createPost(
    kv,
    {
      title: `${prefix} ${i}`,
      status: "draft",
      content: `<p>${prefix} ${i}</p>`,
      category_ids: categoryId ? [categoryId] : [],
    },
    { id: "worker", name: prefix },
  );
  if (i % 2 === 0) await updatePost(kv, post.id, { status: "published" }, versionstamp);
  created++;
});
await Promise.all(tasks);
kv.close();
console.log(JSON.stringify({ created }));
