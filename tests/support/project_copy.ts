/** A copy of the project's own files (what git tracks or would track), for tests that change or build a project. */
import { PROJECT_ROOT } from "./process.ts";

/** Copies the project's files to `to` (packages, builds and data left out: they are not the project's). */
export async function copyProject(to: string): Promise<void> {
  const listed = await new Deno.Command("git", {
    args: ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    cwd: PROJECT_ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!listed.success) throw new Error(`git ls-files failed: ${new TextDecoder().decode(listed.stderr)}`);
  const files = new TextDecoder().decode(listed.stdout).split("\0").filter(Boolean);
  for (const file of files.filter((path) => !path.split("/").includes("node_modules"))) {
    const target = `${to}/${file}`;
    await Deno.mkdir(target.slice(0, target.lastIndexOf("/")), { recursive: true });
    await Deno.copyFile(`${PROJECT_ROOT}/${file}`, target).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error; // deleted but not yet staged
    });
  }
}
