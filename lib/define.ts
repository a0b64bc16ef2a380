/**
 * `define` for the app's routes (see `lib/fresh/define.ts`): handlers get the
 * app's context type, pages get `data` typed from their handler.
 */
import type { AppEnv } from "./app_env.ts";
import { createDefine } from "./fresh/define.ts";
// The modules that add their variables to the context (`content`, `pageCache`), so route handlers see them.
import type {} from "./cache/page_cache.ts";
import type {} from "./snapshot/content_state.ts";

/** Typed `handlers`, `page` and `middleware` for route files. */
export const define = createDefine<AppEnv>();

export { page } from "./fresh/define.ts";
