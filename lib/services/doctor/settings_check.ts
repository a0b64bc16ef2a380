/** The doctor's `config` check: the settings parse, and look like a production site's. */
import type { AppConfig } from "../../config.ts";
import { type CheckResult, checkResult } from "./check_result.ts";

/** Hosts of a site that only this machine can reach. */
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** The outcome of reading the configuration when it threw: which variable is wrong. */
export function configErrorResult(message: string): CheckResult {
  const fix = "correct that variable in the environment file (/etc/recetas-cubanas.env) and run the doctor again";
  return checkResult("config", "fail", message, fix);
}

/**
 * Looks at the production settings of a configuration that parsed: a public https `SITE_URL`, `TRUST_PROXY` behind
 * the https proxy, no demo content for a public site, the production build. Each problem found is a warning (the
 * site runs, but not as it should in production), all on one line.
 */
export function checkSettings(config: AppConfig): CheckResult {
  const site = new URL(config.siteUrl);
  const local = LOOPBACK_HOST.test(site.hostname);
  const problems: { found: string; fix: string }[] = [];
  if (local) {
    problems.push({ found: `SITE_URL is ${config.siteUrl}`, fix: "set SITE_URL=https://<public host>" });
  } else if (site.protocol !== "https:") {
    problems.push({ found: "SITE_URL is plain http", fix: "serve it over https (Caddy) and set SITE_URL=https://…" });
  }
  if (site.protocol === "https:" && config.proxy.hops === 0) {
    problems.push({
      found: "TRUST_PROXY is off behind an https proxy (every client counts as the proxy in the rate limits)",
      fix: "set TRUST_PROXY=1",
    });
  }
  if (config.seedDemo && !local) {
    problems.push({ found: "SEED_DEMO=1 (an empty store gets the demo recipes)", fix: "set SEED_DEMO=0" });
  }
  if (!config.production) {
    problems.push({ found: "NODE_ENV=development (unminified build)", fix: "remove NODE_ENV" });
  }
  if (problems.length) {
    const [found, fixes] = [problems.map((p) => p.found), problems.map((p) => p.fix)];
    return checkResult("config", "warn", found.join("; "), fixes.join("; "));
  }
  const processes = `${config.webConcurrency} server process${config.webConcurrency === 1 ? "" : "es"}`;
  return checkResult("config", "ok", `SITE_URL ${config.siteUrl}, TRUST_PROXY=${config.proxy.hops}, ${processes}`);
}
