/**
 * `recipes import` of a WordPress export's comments end to end, through the CLI process into a real site: approved
 * comments are public reviews of their post (stars from WP Recipe Maker, the author's answer as the site's reply),
 * held ones wait in moderation, spam, trash and pingbacks are skipped, the dry run predicts the run and a re-run
 * adds nothing.
 */
import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";

type Counts = { created: number; updated: number; skipped: number; failed: number };

interface Summary {
  by_kind: Record<string, Counts>;
  items: { label: string; kind: string; result: string; reason?: string }[];
}

interface PublicReview {
  name: string;
  stars: number | null;
  text: string;
  created_at: string;
  reply: { text: string } | null;
}

const FILE = new URL("./fixtures/wordpress/sabor-de-cuba.WordPress.2024-06-01.xml", import.meta.url).pathname;
const comments = (summary: Summary) =>
  summary.items.filter((item) => item.kind === "comment").map((item) => [item.label, item.result, item.reason ?? ""]);

Deno.test("WordPress comments: approved ones public, held ones in moderation, spam skipped, a re-run adds nothing", async () => {
  const { site, cli, token, close } = await siteWithCli();
  try {
    const dry = await cli.json<Summary>(["import", "--dry-run", FILE]);
    const run = await cli.json<Summary>(["import", FILE]);
    assert.deepEqual(run.by_kind.comment, { created: 5, updated: 0, skipped: 4, failed: 0 }, JSON.stringify(run.items));
    assert.deepEqual(comments(dry), comments(run), "the dry run predicts every comment");
    const reasons = comments(run).filter(([, result]) => result === "skipped").map(([, , reason]) => reason);
    assert.deepEqual(reasons, [
      "the post author's answer: imported as the site's reply to comment-7",
      "marked as spam",
      "a pingback: links from other sites are not imported",
      "in the WordPress trash",
    ]);

    const postId = async (slug: string) =>
      (await api<{ post: { id: string } }>(site, token, "GET", `/api/posts/slug/${slug}`)).post.id;
    const publicReviews = async (slug: string) => {
      const response = await fetch(`${site.url}/api/posts/${await postId(slug)}/reviews`);
      assert.equal(response.status, 200);
      return ((await response.json()) as { reviews: PublicReview[] }).reviews;
    };
    const recipe = await publicReviews("arroz-con-pollo");
    assert.deepEqual(recipe.map((r) => [r.name, r.stars, r.text, r.created_at, r.reply?.text ?? null]), [
      ["Rafael", null, "Me encantó el sabor.\n\nGracias & saludos desde Matanzas", "2019-05-20T12:30:00.000Z", null],
      ["Lucía", 5, "¡Quedó buenísimo!", "2019-05-12T22:00:00.000Z", "¡Gracias, Lucía! Me alegra que te gustara."],
    ]);
    const article = await publicReviews("flan-de-calabaza-y-coco");
    assert.deepEqual(article.map((r) => [r.name, r.stars]), [["Tía Rosa", null]], "an article's comment has no stars");

    const pending = await api<{ reviews: { name: string; stars?: number }[] }>(
      site,
      token,
      "GET",
      "/api/admin/reviews?status=pending",
    );
    assert.deepEqual(pending.reviews.map((r) => [r.name, r.stars ?? null]).sort(), [
      ["Anónimo curioso", null],
      ["Carmen", 3],
    ]);
    const all = await api<{ total: number; counts: Record<string, number> }>(
      site,
      token,
      "GET",
      "/api/admin/reviews?status=all",
    );
    assert.deepEqual([all.total, all.counts.spam], [5, 0], "spam, trash and the pingback are not stored");

    const dryAgain = await cli.json<Summary>(["import", "--dry-run", FILE]);
    const again = await cli.json<Summary>(["import", FILE]);
    assert.deepEqual(again.by_kind.comment, { created: 0, updated: 0, skipped: 9, failed: 0 });
    assert.equal(
      comments(again).filter(([, , reason]) => reason === "already on the site").length,
      5,
      JSON.stringify(comments(again)),
    );
    assert.deepEqual(comments(dryAgain), comments(again), "the dry run predicts the re-run");
    const after = await api<{ total: number }>(site, token, "GET", "/api/admin/reviews?status=all");
    assert.equal(after.total, 5, "nothing duplicated");
  } finally {
    await close();
  }
});
