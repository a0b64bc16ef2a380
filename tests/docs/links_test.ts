/**
 * Every relative link of README.md and docs/*.md points at a file that exists and, with a `#anchor`, at a heading of
 * that file (GitHub's heading ids). Read from disk only: links with a scheme (`https:`, `mailto:`) are not followed.
 */
import assert from "node:assert/strict";
import { dirname, join, relative } from "node:path";

const ROOT = new URL("../../", import.meta.url).pathname;

/** Markdown text without fenced code blocks and inline code, where `[x](y)` and `# x` are not links or headings. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingIds(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  const source = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const [, title] of source.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = title.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** The relative link targets of a Markdown text (`path`, `path#anchor` or `#anchor`). */
function relativeLinks(text: string): string[] {
  const targets = [...prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target));
}

/** The links of `file` (a path under `root`) that point at no file or at no heading, each with why. */
async function brokenLinks(root: string, file: string): Promise<string[]> {
  const text = await Deno.readTextFile(join(root, file));
  const broken: string[] = [];
  for (const target of relativeLinks(text)) {
    const [path, anchor] = target.split("#", 2);
    const targetFile = path === "" ? join(root, file) : join(root, dirname(file), decodeURIComponent(path));
    const stat = await Deno.stat(targetFile).catch(() => null);
    if (!stat) {
      broken.push(`${file}: ${target} (no file ${relative(root, targetFile)})`);
    } else if (anchor !== undefined && !(stat.isFile && headingIds(await Deno.readTextFile(targetFile)).has(anchor))) {
      broken.push(`${file}: ${target} (no heading #${anchor})`);
    }
  }
  return broken;
}

/** README.md and every Markdown file of docs/. */
async function documents(root: string): Promise<string[]> {
  const files = ["README.md"];
  for await (const entry of Deno.readDir(join(root, "docs"))) {
    if (entry.isFile && entry.name.endsWith(".md")) files.push(`docs/${entry.name}`);
  }
  return files.sort();
}

Deno.test("docs: every relative link and anchor of README.md and docs/*.md resolves", async () => {
  const files = await documents(ROOT);
  assert.ok(files.includes("docs/operations.md") && files.includes("docs/cli.md"), files.join(", "));
  const broken = (await Promise.all(files.map((file) => brokenLinks(ROOT, file)))).flat();
  assert.deepEqual(broken, []);
  const readmeLinks = relativeLinks(await Deno.readTextFile(join(ROOT, "README.md")));
  for (const file of files.filter((file) => file.startsWith("docs/"))) {
    assert.ok(readmeLinks.includes(file), `README.md links ${file}`);
  }
});

Deno.test("docs: README.md stays a five-minute read (at most 200 lines)", async () => {
  const lines = (await Deno.readTextFile(join(ROOT, "README.md"))).trimEnd().split("\n").length;
  assert.ok(lines <= 200, `README.md has ${lines} lines`);
});

Deno.test("docs: the link check finds a missing file, a missing heading and ignores code and other sites", async () => {
  const root = await Deno.makeTempDir();
  try {
    await Deno.mkdir(join(root, "docs"));
    await Deno.writeTextFile(
      join(root, "docs/b.md"),
      "# B\n\n## Health, stopping and restarts\n\n## Repeat\n\n## Repeat\n",
    );
    await Deno.writeTextFile(
      join(root, "README.md"),
      [
        "# Top",
        "[ok](docs/b.md#health-stopping-and-restarts) [second](docs/b.md#repeat-1) [self](#top)",
        "[web](https://example.com/x#y) [mail](mailto:a@b.c) `[code](nowhere.md)`",
        "```md\n[fenced](nowhere.md)\n```",
        "[gone](docs/gone.md) [no heading](docs/b.md#restarts) [not here](#bottom)",
      ].join("\n"),
    );
    assert.deepEqual(await brokenLinks(root, "README.md"), [
      "README.md: docs/gone.md (no file docs/gone.md)",
      "README.md: docs/b.md#restarts (no heading #restarts)",
      "README.md: #bottom (no heading #bottom)",
    ]);
    assert.deepEqual(await documents(root), ["README.md", "docs/b.md"]);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
