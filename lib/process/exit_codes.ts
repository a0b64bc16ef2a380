/** Exit codes a server process ends with on purpose, shared by `main.ts` and the supervisor. */

/**
 * The store at `KV_PATH` cannot be used (not a store, another program's or app's data, a newer format): starting
 * again cannot help, so the supervisor stops instead of restarting. 78 is `EX_CONFIG` of BSD's sysexits.
 */
export const STORE_REFUSED_EXIT_CODE = 78;

/** A setting in the environment is bad (`lib/config.ts`): the same `EX_CONFIG`, and no restart either. */
export const CONFIG_REFUSED_EXIT_CODE = 78;

/**
 * A server crashed `CRASH_LOOP_LIMIT` times within a minute (`scripts/supervisor/crash_loop.ts`): the supervisor stops
 * instead of restarting it forever. 70 is `EX_SOFTWARE`; a service manager may start the whole site again later.
 */
export const CRASH_LOOP_EXIT_CODE = 70;
