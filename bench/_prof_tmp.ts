import { openKv } from "@/lib/db/kv.ts";
import { buildContentSnapshot } from "@/lib/snapshot/content_snapshot.ts";
import { pageOfPosts } from "@/lib/snapshot/post_listing.ts";
const kv = await openKv(Deno.args[0]);
const s = await buildContentSnapshot(kv, "x", null);
const cat = s.categories.find((c) => c.name === "Carnes")!;
for (const [name, o] of [["page1", { limit: 20 }], ["cat", { status: "published", categoryId: cat.id, limit: 12, page: 3 }], ["title", { title: "arroz", limit: 20 }], ["sortpub", { sortBy: "published", limit: 20 }]] as const) {
  const ts: number[] = [];
  for (let i = 0; i < 200; i++) { const t = performance.now(); pageOfPosts(s, o as never); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(name, ts[100].toFixed(3), ts[198].toFixed(3), pageOfPosts(s, o as never).total);
}
kv.close();
