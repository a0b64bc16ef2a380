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
