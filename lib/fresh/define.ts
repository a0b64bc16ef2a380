/**
 * Typed route definitions, after Fresh's `define`: a handler returns
 * `page(data)`, and `define.page<typeof handler>` types the page's `data` from
 * what the handler passes, so the two cannot drift apart.
 *
 * ```tsx
 * export const handler = define.handlers({
 *   async GET(c) {
 *     return page({ posts: await listPosts(c.var.kv) });
 *   },
 * });
 * export default define.page<typeof handler>(({ data }) => <PostList posts={data.posts} />);
 * ```
 */
import type { ComponentType } from "preact";
import { type FreshEnv, PAGE, type PageProps, type PageResponse, type RouteHandlers } from "./types.ts";

/** Renders the route's page with `data`; `init` sets the status and extra headers. */
export function page(): PageResponse<undefined>;
export function page<Data>(data: Data, init?: ResponseInit): PageResponse<Data>;
export function page<Data>(data?: Data, init?: ResponseInit): PageResponse<Data | undefined> {
  return { [PAGE]: true, data, init };
}

/** True when a handler result asks for the page to be rendered. */
export function isPageResponse(value: unknown): value is PageResponse<unknown> {
  return typeof value === "object" && value !== null && PAGE in value;
}

type DataOf<Result> = Result extends PageResponse<infer Data> ? Data : never;
type ResultOf<Fn> = Fn extends (...args: never[]) => infer Result ? DataOf<Awaited<Result>> : never;

/** The union of the page data a route's handler (function or per-method object) passes to `page()`. */
export type PageData<Handler> = Handler extends (...args: never[]) => unknown ? ResultOf<Handler>
  : { [Method in keyof Handler]-?: ResultOf<NonNullable<Handler[Method]>> }[keyof Handler];

/** The typed helpers of an app whose Hono environment is `E`. */
export interface Define<E extends FreshEnv> {
  /** Route handlers with the app's context type; returns them unchanged. */
  handlers<Handlers extends RouteHandlers<E>>(handlers: Handlers): Handlers;
  /** A page component whose `data` is what `typeof handler` passes to `page()`. */
  page<Handler = undefined>(
    component: ComponentType<PageProps<Handler extends undefined ? undefined : PageData<Handler>>>,
  ): ComponentType<PageProps<Handler extends undefined ? undefined : PageData<Handler>>>;
}

/** Typed helpers for an app environment; see the module comment. */
export function createDefine<E extends FreshEnv>(): Define<E> {
  return {
    handlers: (handlers) => handlers,
    page: (component) => component,
  };
}
