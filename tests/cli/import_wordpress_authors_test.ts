/**
 * `recipes import --authors=create` of a WordPress 6 export: the export's authors become users of the site (found by
 * e-mail when they already are, otherwise added deactivated with the least-privileged writing role) and their posts
 * belong to them; the dry run predicts it; a re-run adds nobody twice and says why. Without the option the authors
 * are reported as shown by name.
 */
import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";
import { migrationFixture, serveOldUploads } from "./support/wordpress_migration.ts";

type Counts = { created: number; updated: number; skipped: number; failed: number };
interface Summary extends Counts {
  by_kind: Record<string, Counts>;
  items: { label: string; kind: string; result: string; reason?: string }[];
}
type User = { id: string; name: string; email: string; role: string; active: boolean };
type Post = { author_id: string; author_name: string };

const authorsOf = (summary: Summary) =>
  summary.items.filter((item) => item.kind === "author").map((item) => [item.label, item.result, item.reason ?? ""]);

Deno.test("WordPress authors: shown by name by default; with --authors=create users their posts belong to", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const uploads = await serveOldUploads();
  const dir = await Deno.makeTempDir({ prefix: "recipes-wp-authors-" });
  try {
    const file = await migrationFixture(dir, uploads.origin);
    const users = async () => (await api<{ users: User[] }>(site, token, "GET", "/api/users")).users;
    const post = async (slug: string) =>
      (await api<{ post: Post }>(site, token, "GET", `/api/posts/slug/${slug}`)).post;
    // Jorge already has an account here, under the e-mail the export gives him.
    const jorge = (await api<{ user: User }>(site, token, "POST", "/api/admin/users", {
      name: "Jorge D.",
      email: "Jorge@Mesa.example.org",
      role: "editor",
    })).user;

    const byName = await cli.json<Summary>(["import", "--dry-run", file]);
    assert.deepEqual(byName.by_kind.author, { created: 0, updated: 0, skipped: 2, failed: 0 });
    assert.match(authorsOf(byName)[0][2], /shown by name on their posts \(--authors=create/);

    const dry = await cli.json<Summary>(["import", "--dry-run", "--authors=create", file]);
    assert.equal(dry.code, 0, JSON.stringify(dry.items));
    assert.equal((await users()).length, 2, "the dry run adds nobody");

    const run = await cli.json<Summary>(["import", "--authors=create", file]);
    assert.equal(run.code, 0, JSON.stringify(run.items));
    assert.deepEqual(authorsOf(run), [
      ["maria", "created", ""],
      ["jorge", "skipped", "already a user of the site (same e-mail): their posts are attributed to them"],
    ]);
    assert.deepEqual(authorsOf(dry), authorsOf(run), "the dry run predicts the authors' outcomes");

    const maria = (await users()).find((user) => user.email === "maria@mesa.example.org");
    assert.deepEqual(
      maria && [maria.name, maria.role, maria.active],
      ["María Pérez", "editor", false],
      "added deactivated, with the least-privileged writing role",
    );
    const yuca = await post("yuca-con-mojo");
    assert.deepEqual([yuca.author_id, yuca.author_name], [maria?.id, "María Pérez"]);
    const croquetas = await post("croquetas-de-jamon");
    assert.deepEqual([croquetas.author_id, croquetas.author_name], [jorge.id, "Jorge Díaz"]);

    const again = await cli.json<Summary>(["import", "--authors=create", file]);
    assert.equal(again.code, 0);
    assert.deepEqual(
      authorsOf(again).map(([login, result, reason]) => [login, result, /^already a user/.test(reason)]),
      [
        ["maria", "skipped", true],
        ["jorge", "skipped", true],
      ],
    );
    assert.equal((await users()).length, 3, "nobody is added twice");
  } finally {
    await uploads.close();
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});

Deno.test("--authors=create --update gives posts imported earlier by name to their authors' users", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const uploads = await serveOldUploads();
  const dir = await Deno.makeTempDir({ prefix: "recipes-wp-reattribute-" });
  try {
    const file = await migrationFixture(dir, uploads.origin);
    type Full = Post & { id: string; slug: string };
    // The list's summaries show the author's name; the post itself says whose it is.
    const posts = async () => {
      const listed = (await api<{ posts: Full[] }>(site, token, "GET", "/api/posts?status=all&limit=100")).posts;
      return await Promise.all(
        listed.map(async ({ id }) => (await api<{ post: Full }>(site, token, "GET", `/api/posts/${id}`)).post),
      );
    };
    const me = (await api<{ user: User }>(site, token, "GET", "/api/auth/me")).user;

    const first = await cli.json<Summary>(["import", file]);
    assert.equal(first.code, 0, JSON.stringify(first.items));
    const imported = await posts();
    assert.ok(imported.length >= 2);
    assert.deepEqual(new Set(imported.map((post) => post.author_id)), new Set([me.id]), "the importer's posts");
    assert.equal(imported.find((post) => post.slug === "yuca-con-mojo")?.author_name, "María Pérez");

    const dry = await cli.run(["import", "--dry-run", "--authors=create", "--update", file]);
    assert.equal(dry.code, 0, dry.stderr);
    const predicted = Number(
      dry.stdout.match(/would re-attribute: (\d+) posts on the site to their authors' users/)?.[1],
    );
    assert.equal(predicted, imported.length, dry.stdout);

    const run = await cli.json<Summary & { reattributed: number }>(["import", "--authors=create", "--update", file]);
    assert.equal(run.code, 0, JSON.stringify(run.items));
    assert.deepEqual(authorsOf(run).map(([login, result]) => [login, result]), [["maria", "created"], [
      "jorge",
      "created",
    ]]);
    assert.equal(run.by_kind.post.updated, imported.length);
    assert.equal(run.reattributed, imported.length, "every post already on the site is re-attributed");

    const byEmail = new Map((await users(site, token)).map((user) => [user.email, user.id]));
    const maria = byEmail.get("maria@mesa.example.org");
    const jorge = byEmail.get("jorge@mesa.example.org");
    const now = await posts();
    assert.equal(now.length, imported.length, "updated in place, none added");
    const owner = (slug: string) => now.find((post) => post.slug === slug);
    assert.deepEqual([owner("yuca-con-mojo")?.author_id, owner("yuca-con-mojo")?.author_name], [maria, "María Pérez"]);
    assert.deepEqual(
      [owner("croquetas-de-jamon")?.author_id, owner("croquetas-de-jamon")?.author_name],
      [jorge, "Jorge Díaz"],
    );
    assert.deepEqual(
      now.filter((post) => post.author_id !== maria && post.author_id !== jorge).map((post) => post.slug),
      [],
      "no post is left with the importing user",
    );
    const page = await (await fetch(`${site.url}/yuca-con-mojo`)).text();
    assert.match(page, /Por María Pérez/);

    const again = await cli.run(["import", "--authors=create", "--update", file]);
    assert.equal(again.code, 0, again.stderr);
    assert.doesNotMatch(again.stdout, /re-attribute/, "posts already theirs are not counted again");
  } finally {
    await uploads.close();
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});

async function users(site: Parameters<typeof api>[0], token: string): Promise<User[]> {
  return (await api<{ users: User[] }>(site, token, "GET", "/api/users")).users;
}
