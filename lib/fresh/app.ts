/**
 * The Fresh-like layer: builds a Hono app from `routes/` and `islands/`.
 *
 * Request path: global middleware (passed in `setup`) → folder
 * `_middleware`s (root first) → the first route whose pattern matches, in
 * precedence order → its handler (or page). Pages render through `_app` and
 * the `_layout`s of their folders. Unknown paths render `_404`; errors thrown
 * under `/api` answer JSON, elsewhere `_404`/`_500` pages.
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { ComponentType } from "preact";
import { NotFoundError } from "../errors.ts";
import { errorToBody } from "../http/error_handler.ts";
import { setStaticFiles } from "./asset.ts";
import { BUILD_PREFIX, buildIslands, type BuildResult } from "./build.ts";
import { buildCssBundles } from "./css_bundles.ts";
import { EncodedAssets } from "./encoded_assets.ts";
import { islandNameFromFile, registerIslands } from "./islands.ts";
import { toFileUrl } from "./paths.ts";
import { renderPage } from "./render.ts";
import { buildRouteTable, listFiles, type RouteFile } from "./routes.ts";
import { StaticFiles } from "./static_files.ts";
import type {
  AppContext,
  AppEnv,
  HttpMethod,
  LayoutProps,
  MiddlewareModule,
  PageProps,
  RouteHandler,
  RouteModule,
} from "./types.ts";

/** Options for {@link createFreshApp}. */
export interface FreshOptions {
  /** Absolute project root holding `routes/`, `islands/`, `static/`. */
  root: string;
  /** Registers middleware that also covers built assets and `static/` files (security headers). */
  setupOuter?: (app: Hono<AppEnv>) => void;
  /** Registers global middleware before the file routes (state, auth, compression). */
  setup?: (app: Hono<AppEnv>) => void;
  /**
   * Origin of absolute URLs (`PageProps.url`, `c.var.siteOrigin`). Without it
   * the request's own origin is used, which comes from its `Host` header.
   */
  siteOrigin?: string;
  /** Minified client build (default true). */
  production?: boolean;
}

/** The assembled app plus what it was built from. */
export interface FreshApp {
  app: Hono<AppEnv>;
  build: BuildResult;
  routes: RouteFile[];
}

const METHODS: HttpMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Loads routes and islands under `root`, bundles the islands and returns the Hono app. */
export async function createFreshApp(options: FreshOptions): Promise<FreshApp> {
  const { root, production = true } = options;
  const importModule = (path: string) => import(toFileUrl(path));

  const islandFiles = (await safeList(`${root}/islands`)).filter((f) => /\.(tsx|jsx)$/.test(f) && !/_test\./.test(f));
  const islandPaths = new Map<string, string>();
  for (const file of islandFiles) {
    const name = islandNameFromFile(file);
    if (islandPaths.has(name)) {
      throw new Error(`islands/${file} and ${islandPaths.get(name)} share the island name ${name}`);
    }
    const mod = await importModule(`${root}/islands/${file}`);
    if (typeof mod.default !== "function") {
      throw new Error(`islands/${file} must export a component as default`);
    }
    registerIslands([{ name, component: mod.default }]);
    islandPaths.set(name, `${root}/islands/${file}`);
  }
  const build = await buildIslands({ root, islands: islandPaths, production });
  for (const [path, asset] of await buildCssBundles(`${root}/static`, production)) build.assets.set(path, asset);
  const encodedAssets = new EncodedAssets(build);
  const staticFiles = await StaticFiles.load(`${root}/static`);
  setStaticFiles(staticFiles);

  const table = buildRouteTable(await safeList(`${root}/routes`));
  const load = async <T>(file?: string): Promise<T | undefined> =>
    file ? await importModule(`${root}/routes/${file}`) as T : undefined;
  const appModule = await load<{ default: ComponentType<LayoutProps> }>(table.special.app);
  const notFoundModule = await load<RouteModule>(table.special.notFound?.file);
  const errorModule = await load<RouteModule>(table.special.error?.file);
  const layouts = new Map<string, ComponentType<LayoutProps>>();
  for (const [folder, file] of table.special.layouts) {
    layouts.set(folder, (await load<RouteModule>(file))!.default as unknown as ComponentType<LayoutProps>);
  }

  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("state", {});
    c.set("user", null);
    c.set("authMethod", null);
    c.set("siteOrigin", options.siteOrigin ?? new URL(c.req.url).origin);
    await next();
  });
  options.setupOuter?.(app);

  app.get(`${BUILD_PREFIX}*`, (c) => {
    return encodedAssets.respond(c.req.path, c.req.method, c.req.header("Accept-Encoding")) ?? c.notFound();
  });
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const res = await staticFiles.serve(c.req.path, c.req.query("v"), c.req.header("If-None-Match") ?? null, {
      method: c.req.method,
      acceptEncoding: c.req.header("Accept-Encoding"),
    });
    if (res) return res;
    await next();
  });

  options.setup?.(app);

  const pageFor =
    (c: AppContext, route: { folders: string[]; component?: ComponentType<PageProps> }) =>
    (data?: unknown, init?: ResponseInit): Promise<Response> => {
      if (!route.component) throw new Error(`${c.req.path} has no page component`);
      const chain = {
        app: appModule?.default,
        layouts: route.folders.map((f) => layouts.get(f)).filter((l): l is ComponentType<LayoutProps> => !!l),
        page: route.component,
      };
      const requestUrl = new URL(c.req.url);
      const props: PageProps = {
        data,
        url: new URL(requestUrl.pathname + requestUrl.search, c.var.siteOrigin),
        params: c.req.param() as Record<string, string>,
        state: c.var.state,
        user: c.var.user,
      };
      const html = renderPage(chain, props, build);
      const headers = new Headers(init?.headers);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "text/html; charset=utf-8");
      return Promise.resolve(new Response(html, { ...init, headers }));
    };

  // Root middleware sees every request; a folder's middleware runs for the routes in that folder and below.
  const folderMiddleware = new Map<string, MiddlewareHandler<AppEnv>[]>();
  for (const [folder, file] of table.special.middlewares) {
    const mod = (await load<MiddlewareModule>(file))!;
    folderMiddleware.set(
      folder,
      (Array.isArray(mod.handler) ? mod.handler : [mod.handler]) as MiddlewareHandler<AppEnv>[],
    );
  }
  for (const handler of folderMiddleware.get("") ?? []) app.use("*", handler);

  for (const route of table.routes) {
    const mod = (await load<RouteModule>(route.file))!;
    const component = mod.default;
    const handlers = mod.handler;
    const routeInfo = { folders: route.folders, component };
    const chain = route.folders.slice(1).flatMap((folder) => folderMiddleware.get(folder) ?? []);
    const respond = (c: AppContext) => {
      c.set("page", pageFor(c, routeInfo));
      const method = c.req.method as HttpMethod;
      if (typeof handlers === "function") return handlers(c);
      const fn: RouteHandler | undefined = handlers?.[method] ??
        (method === "HEAD" ? handlers?.GET : undefined);
      if (fn) return fn(c);
      if (!handlers && component && (method === "GET" || method === "HEAD")) return c.var.page();
      const allowed = handlers ? Object.keys(handlers) : component ? ["GET", "HEAD"] : [];
      return c.json({ error: "Method not allowed" }, 405, { Allow: allowed.join(", ") });
    };
    app.on(METHODS, route.pattern, ...(chain as []), respond);
  }

  const notFoundPage = {
    folders: table.special.notFound?.folders ?? [""],
    component: notFoundModule?.default,
  };
  const errorPage = { folders: table.special.error?.folders ?? [""], component: errorModule?.default };
  const specialPage = (c: AppContext, page: typeof notFoundPage, status: number) => {
    if (!page.component) return c.html(`<h1>${status}</h1>`, status as 404);
    c.set("page", pageFor(c, page));
    return c.var.page(undefined, { status });
  };
  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) return c.json({ error: "Not found" }, 404);
    return specialPage(c, notFoundPage, 404);
  });
  app.onError((error, c) => {
    const { status, body, headers } = errorToBody(error);
    if (c.req.path.startsWith("/api/")) return c.json(body, status as 400, headers);
    if (error instanceof NotFoundError) return specialPage(c, notFoundPage, 404);
    c.set("state", { ...c.var.state, error: body.error, status });
    return specialPage(c, errorPage, status);
  });

  return { app, build, routes: table.routes };
}

async function safeList(dir: string): Promise<string[]> {
  try {
    return await listFiles(dir);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
}
