/**
 * A site to import the WordPress fidelity fixture into (`wordpress_fidelity.ts`), with the old host serving its
 * uploads; kept apart from the fixture so the parser tests under `cli/` read the fixture without a site.
 */
import { type CliHome, siteWithCli } from "../cli_runner.ts";
import type { TestSite } from "../../support/site.ts";
import { fidelityFixture, type OldHost, serveOldHost } from "./wordpress_fidelity.ts";

/** What a test of the fixture's import gets: a signed-in site, the old host and the fixture pointing at it. */
export interface FidelityRun {
  site: TestSite;
  cli: CliHome;
  token: string;
  oldHost: OldHost;
  file: string;
}

/** Runs `test` with a new site, the old host and the fixture; stops and removes them all even when it fails. */
export async function withFidelityFixture(test: (run: FidelityRun) => Promise<void>): Promise<void> {
  const { site, cli, token, close } = await siteWithCli();
  const oldHost = await serveOldHost();
  const dir = await Deno.makeTempDir({ prefix: "recipes-wp-fidelity-" });
  try {
    await test({ site, cli, token, oldHost, file: await fidelityFixture(dir, oldHost.origin) });
  } finally {
    await oldHost.close();
    await close();
    await Deno.remove(dir, { recursive: true });
  }
}
