/**
 * The Fresh-like layer: builds a Hono app from `routes/`, `islands/` and the
 * build `deno task build` made of them (`builder.ts`; served from `buildDir`,
 * read by `load_build.ts`: nothing is compiled or compressed here).
 *
 * Request path: global middleware (passed in `setup`) → the root
 * `_middleware` → the first route whose pattern matches, in precedence
 * order: the middleware `routeMiddleware` gave it, its folders'
 * `_middleware`s → its handler (or page); a method its module does not
 * declare answers 405 (JSON under `jsonErrorsUnder`, else the error page),
 * `Allow` listing `HEAD` with `GET`. Pages render
 * through `_app` and the `_layout`s of their folders. Unknown paths render
 * the nearest `_404` above them, errors the nearest `_500`; under the
 * `jsonErrorsUnder` prefixes both answer JSON instead.
 *
 * The layer knows nothing of the app: it is generic over the app's Hono
 * environment, the app maps its errors to statuses (`errorResponse`) and
 * passes its content codings (`encodings`). What it serves belongs to the
 * returned app object (islands, the build's asset URLs), not to the process.
 */
import { type Context, type ErrorHandler, Hono, type MiddlewareHandler } from "hono";
import type { ComponentType } from "preact";
import { type BuildAssets, buildAssets } from "./assets.ts";
import { EncodedAssets } from "./encoded_assets.ts";
import type { Encodings } from "./encodings.ts";
import { isPageResponse, page as pageOf } from "./define.ts";
import { type IslandInfo, type IslandRegistry, islandRegistry } from "./islands.ts";
import { loadBuild } from "./load_build.ts";
import { BUILD_PREFIX, toFileUrl } from "./paths.ts";
import { type RenderContext, renderPage } from "./render.ts";
import { buildRouteTable, folderPath, type RouteFile, type SpecialPage } from "./routes.ts";
import { type ClientManifest, clientManifest } from "./start_script.ts";
import { StaticFiles } from "./static_files.ts";
import type {
  FreshEnv,
  HandlerResult,
  HttpMethod,
  LayoutProps,
  MiddlewareModule,
  PageProps,
  PageResponse,
  RouteHandler,
  RouteHandlers,
  RouteModule,
} from "./types.ts";
import { listFiles, unlessMissing } from "./utils.ts";

/** Status, JSON body and headers the app gives a thrown error. */
export interface ErrorAnswer {
  status: number;
  body: { error: string };
  headers?: Record<string, string>;
}

/** Options for {@link createFreshApp}. */
export interface FreshOptions<E extends FreshEnv = FreshEnv> {
  /** Absolute project root holding `routes/`, `islands/`, `static/`. */
  root: string;
  /** The build to serve, made by `deno task build` (`builder.ts`; default `root/_build`). */
  buildDir?: string;
  /** How built and static files are answered compressed (the same the build compressed them with). */
  encodings: Encodings;
  /** Registers middleware that also covers built assets and `static/` files (security headers). */
  setupOuter?: (app: Hono<E>) => void;
  /** Registers global middleware before the file routes (state, auth, compression). */
  setup?: (app: Hono<E>) => void;
  /**
   * Origin of absolute URLs (`PageProps.url`, `c.var.siteOrigin`). Without it
   * the request's own origin is used, which comes from its `Host` header.
   */
  siteOrigin?: string;
  /** Path prefixes (e.g. `"/api/"`) whose misses and errors answer JSON `{ error }` instead of a page. */
  jsonErrorsUnder?: string[];
  /**
   * Maps an error thrown while answering `request` to its answer (default: 500 "Internal Server Error"); a 404 shows
   * the `_404` page. Its headers go on the JSON answer and on the error page alike.
   */
  errorResponse?: (error: unknown, request: Request) => ErrorAnswer;
  /**
   * Answers with the `_404` page at `page` (its folder's path): by default `render()`. An app may answer a copy of an
   * earlier render instead, when that page shows nothing of the request's path.
   */
  notFoundPage?: (c: Context<E>, page: string, render: () => Response) => Response | Promise<Response>;
  /** Production serving (default true): with it, route modules load on first request (`lazyRoutes`). */
  production?: boolean;
  /**
   * Route modules are imported on their route's first request or by `loadAllRoutes` (default: when `production`),
   * so a process serves before it has loaded them all; otherwise all at start, where a broken module fails at once.
   */
  lazyRoutes?: boolean;
  /**
   * Called once per route as it is registered; the middleware it returns runs first on that route's requests
   * (after global and root-folder middleware, before the other folders' middleware and the handler).
   */
  routeMiddleware?: (route: RouteFile) => MiddlewareHandler<E> | undefined;
}

/** The assembled app plus what it was built from. */
export interface FreshApp<E extends FreshEnv = FreshEnv> {
  app: Hono<E>;
  /** The client side of the build served: runtime and island chunk URLs, build id. */
  build: ClientManifest;
  /** The build's static file and stylesheet URLs (also `c.var.assets`, and `useAssets()` in pages). */
  assets: BuildAssets;
  /** The app's islands, marked wherever its pages render them. */
  islands: IslandRegistry;
  routes: RouteFile[];
  /**
   * Imports every route module not loaded yet (with `lazyRoutes`, modules otherwise load on first request), so a
   * running process holds the route files of its own start and never reads newer ones pulled onto the disk later.
   */
  loadAllRoutes(): Promise<void>;
}

function internalError(error: unknown): ErrorAnswer {
  console.error(error);
  return { status: 500, body: { error: "Internal Server Error" } };
}

/** Loads the build, the islands' server side and the routes under `root`, and returns the Hono app. */
export async function createFreshApp<E extends FreshEnv = FreshEnv>(options: FreshOptions<E>): Promise<FreshApp<E>> {
  const { root, production = true, jsonErrorsUnder = [], errorResponse = internalError } = options;
  const lazyRoutes = options.lazyRoutes ?? production;
  const importModule = (path: string) => import(toFileUrl(path));

  const loaded = await loadBuild(options.buildDir ?? `${root}/_build`);
  const { manifest } = loaded;
  const islandList: IslandInfo[] = [];
  for (const [name, island] of Object.entries(manifest.islands)) {
    const mod = await importModule(`${root}/${island.source}`);
    if (typeof mod.default !== "function") {
      throw new Error(`${island.source} must export a component as default`);
    }
    islandList.push({ name, component: mod.default });
  }
  const build = clientManifest(manifest);
  const assets = buildAssets(manifest.static, manifest.stylesheets);
  const renderContext: RenderContext = { manifest: build, islands: islandRegistry(islandList), assets };
  const encodedAssets = new EncodedAssets(loaded, options.encodings);
  const staticFiles = new StaticFiles(`${root}/static`, manifest.static, loaded.staticTexts, options.encodings);

  const table = buildRouteTable(await unlessMissing(listFiles(`${root}/routes`), []));
  const load = async <T>(file?: string): Promise<T | undefined> =>
    file ? await importModule(`${root}/routes/${file}`) as T : undefined;
  const appModule = await load<{ default: ComponentType<LayoutProps> }>(table.special.app);
  const layouts = new Map<string, ComponentType<LayoutProps>>();
  for (const [folder, file] of table.special.layouts) {
    layouts.set(folder, (await load<RouteModule>(file))!.default as unknown as ComponentType<LayoutProps>);
  }
  const specialPages = async (pages: SpecialPage[]) =>
    await Promise.all(pages.map(async (page) => ({
      folders: page.folders,
      prefix: folderPath(page.folders[page.folders.length - 1]),
      component: (await load<RouteModule>(page.file))!.default as ComponentType<PageProps> | undefined,
    })));
  const notFoundPages = await specialPages(table.special.notFound);
  const errorPages = await specialPages(table.special.error);

  const app = new Hono<E>();
  app.use("*", async (c, next) => {
    c.set("state", {});
    c.set("siteOrigin", options.siteOrigin ?? new URL(c.req.url).origin);
    c.set("assets", assets);
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

  const renderRoutePage = (
    c: Context<E>,
    route: { folders: string[]; component?: ComponentType<PageProps> },
    result: PageResponse<unknown>,
  ): Response => {
    if (!route.component) throw new Error(`${c.req.path} has no page component`);
    const chain = {
      app: appModule?.default,
      layouts: route.folders.map((f) => layouts.get(f)).filter((l): l is ComponentType<LayoutProps> => !!l),
      page: route.component,
    };
    const props: PageProps = {
      data: result.data,
      url: pageUrl(c.req.url, c.var.siteOrigin),
      params: c.req.param() as Record<string, string>,
      state: c.var.state,
    };
    const html = renderPage(chain, props, renderContext);
    const headers = new Headers(result.init?.headers);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(html, { ...result.init, headers });
  };

  const nearest = <T extends { prefix: string }>(pages: T[], path: string): T | undefined =>
    pages
      .filter((p) => p.prefix === "/" || path === p.prefix || path.startsWith(`${p.prefix}/`))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const wantsJson = (c: Context<E>) => jsonErrorsUnder.some((prefix) => c.req.path.startsWith(prefix));
  // A 404 or error page that fails to render is logged once (path cut short) and answered by a bare page, so the
  // failure neither climbs through every enclosing middleware (each logging it again) nor loses their headers.
  const specialPage = (c: Context<E>, pages: typeof notFoundPages, status: number) => {
    const found = nearest(pages, c.req.path);
    if (!found?.component) return c.html(`<h1>${status}</h1>`, status as 404);
    try {
      return renderRoutePage(c, found, pageOf(undefined, { status }));
    } catch (error) {
      console.error(`The ${status} page of ${c.req.method} ${shortText(c.req.path)} failed:`, shortError(error));
      return c.html(`<h1>${status}</h1>`, status as 404);
    }
  };
  const notFoundPage = (c: Context<E>) => {
    const render = () => specialPage(c, notFoundPages, 404);
    const page = nearest(notFoundPages, c.req.path);
    return page && options.notFoundPage ? options.notFoundPage(c, page.prefix, render) : render();
  };
  const handleError: ErrorHandler<E> = async (error, c) => {
    const { status, body, headers } = errorResponse(error, c.req.raw);
    if (wantsJson(c)) return c.json(body, status as 400, headers);
    if (status === 404) return withHeaders(await notFoundPage(c), headers);
    c.set("state", { ...c.var.state, error: body.error, status });
    return withHeaders(specialPage(c, errorPages, status), headers);
  };

  // Root middleware sees every request; a folder's middleware runs for the routes in that folder and below.
  const folderMiddleware = new Map<string, MiddlewareHandler<E>[]>();
  for (const [folder, file] of table.special.middlewares) {
    const declared = (await load<MiddlewareModule>(file))!.handler;
    const list = typeof declared === "function" ? [declared] : declared;
    if (!Array.isArray(list) || !list.every((m) => typeof m === "function")) {
      throw new Error(`routes/${file}: handler must be a middleware function or a list of them`);
    }
    folderMiddleware.set(folder, list as unknown as MiddlewareHandler<E>[]);
  }
  const rootChain = folderMiddleware.get("") ?? [];
  if (rootChain.length > 0) app.use("*", ...rootChain);

  const methodNotAllowed = (c: Context<E>, allowed: string[]) => {
    const allow = {
      Allow: allowed.flatMap((m) => m === "GET" && !allowed.includes("HEAD") ? [m, "HEAD"] : [m]).join(", "),
    };
    if (wantsJson(c)) return c.json({ error: "Method not allowed" }, 405, allow);
    c.set("state", { ...c.var.state, error: "Method not allowed", status: 405 });
    return withHeaders(specialPage(c, errorPages, 405), allow);
  };
  type Respond = (c: Context<E>) => Promise<Response>;
  const loadRoute = async (route: RouteFile): Promise<Respond> => {
    const mod = (await load<RouteModule>(route.file))!;
    const component = mod.default as ComponentType<PageProps> | undefined;
    const handlers = mod.handler as RouteHandlers<E> | undefined;
    const routeInfo = { folders: route.folders, component };
    return async (c) => {
      const method = c.req.method as HttpMethod;
      let result: HandlerResult | undefined;
      if (typeof handlers === "function") result = await handlers(c);
      else {
        const fn: RouteHandler<E> | undefined = handlers?.[method] ?? (method === "HEAD" ? handlers?.GET : undefined);
        if (fn) result = await fn(c);
        else if (!handlers && component && (method === "GET" || method === "HEAD")) result = pageOf();
      }
      if (result === undefined) return methodNotAllowed(c, handlers ? Object.keys(handlers) : component ? ["GET"] : []);
      return isPageResponse(result) ? renderRoutePage(c, routeInfo, result) : result;
    };
  };

  // Every route is one Hono route for all methods: the hook's middleware, its folders' middleware (loaded above)
  // and its handler, which answers the methods its module declares and 405 to the others. With `lazyRoutes` the
  // module loads on the route's first request (or `loadAllRoutes`); otherwise now.
  const routeModules: (() => Promise<Respond>)[] = [];
  for (const route of table.routes) {
    let loaded: Promise<Respond> | undefined;
    const routeModule = () => loaded ??= loadRoute(route);
    routeModules.push(routeModule);
    if (!lazyRoutes) await routeModule();
    const chain = [
      ...[options.routeMiddleware?.(route)].filter((m): m is MiddlewareHandler<E> => !!m),
      ...route.folders.slice(1).flatMap((folder) => folderMiddleware.get(folder) ?? []),
    ];
    const respond: MiddlewareHandler<E> = async (c) => await (await routeModule())(c);
    app.all(route.pattern, ...(chain as [MiddlewareHandler<E>]), respond);
  }
  const loadAllRoutes = async () => {
    for (const routeModule of routeModules) await routeModule();
  };

  app.notFound((c) => {
    if (wantsJson(c)) return c.json({ error: "Not found" }, 404);
    return notFoundPage(c);
  });
  app.onError(handleError);

  return { app, build, assets, islands: renderContext.islands, routes: table.routes, loadAllRoutes };
}

/** `response` with `headers` set on it (an error answer's, such as `Retry-After`). */
function withHeaders(response: Response, headers: Record<string, string> | undefined): Response {
  for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value);
  return response;
}

/** Longest request text (a path) written to the log. */
const LOGGED_TEXT = 200;

function shortText(text: string): string {
  return text.length > LOGGED_TEXT ? `${text.slice(0, LOGGED_TEXT)}… (${text.length} characters)` : text;
}

/** An error as one log entry that cannot grow with the request: its message cut short, its stack's first lines. */
function shortError(error: unknown): string {
  if (!(error instanceof Error)) return shortText(String(error));
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).slice(0, 5);
  return [`${error.name}: ${shortText(error.message)}`, ...frames].join("\n");
}

/**
 * The URL a page is shown under: the request's path and query on `siteOrigin`.
 * Runs of slashes in the path are collapsed, so the path can never read as a
 * host (`//evil.example/x`), neither here nor where a page resolves
 * `url.pathname` against an origin (canonical, `og:url`).
 */
export function pageUrl(requestUrl: string, siteOrigin: string): URL {
  const { pathname, search } = new URL(requestUrl);
  const url = new URL(siteOrigin);
  url.pathname = pathname.replace(/\/{2,}/g, "/");
  url.search = search;
  return url;
}
