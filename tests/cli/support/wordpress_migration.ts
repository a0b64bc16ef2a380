/**
 * The WordPress migration fixture of the end-to-end tests: `la-mesa-cubana.WordPress.2026-01-15.xml` (written in
 * WordPress 6.1's export format) copied with its uploads pointing at a loopback image server, which the tests stop
 * to prove imported posts no longer need the old host.
 */
import { gradientImage } from "../../media/images.ts";

const FIXTURE = new URL("../fixtures/wordpress/la-mesa-cubana.WordPress.2026-01-15.xml", import.meta.url).pathname;
/** The old site's address in the fixture. */
export const OLD_SITE = "https://mesa.example.org";

/** A loopback stand-in for the old site's uploads folder; `requests` lists the paths asked. */
export interface OldUploads {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves the fixture's images: `yuca.jpg` is 640×480 (under the editor's 512×512 rule), `galeria-2.jpg` answers 503
 * to its first request (a retry gets it); others (`flan-perdido.jpg`, `foto-perdida.jpg`) are 404.
 */
export async function serveOldUploads(): Promise<OldUploads> {
  const images = new Map<string, Uint8Array>([
    ["/wp-content/uploads/2023/05/yuca.jpg", await gradientImage(640, 480, "jpeg")],
    ["/wp-content/uploads/2023/05/yuca-plato.jpg", await gradientImage(640, 480, "jpeg")],
    ["/wp-content/uploads/2023/05/galeria-1.jpg", await gradientImage(800, 600, "jpeg")],
    ["/wp-content/uploads/2023/05/galeria-2.jpg", await gradientImage(600, 800, "png")],
  ]);
  const requests: string[] = [];
  let flaky = true;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    const path = new URL(request.url).pathname;
    requests.push(path);
    if (path.endsWith("/galeria-2.jpg") && flaky) {
      flaky = false;
      return new Response("busy", { status: 503 });
    }
    const bytes = images.get(path);
    if (!bytes) return new Response("not found", { status: 404 });
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "image/jpeg" } });
  });
  return { origin: `http://127.0.0.1:${server.addr.port}`, requests, close: () => server.shutdown() };
}

/** A copy of the fixture in `dir` whose uploads are served from `origin`; returns its path. */
export async function migrationFixture(dir: string, origin: string): Promise<string> {
  const xml = (await Deno.readTextFile(FIXTURE)).replaceAll(
    `${OLD_SITE}/wp-content/uploads/`,
    `${origin}/wp-content/uploads/`,
  );
  const path = `${dir}/export.xml`;
  await Deno.writeTextFile(path, xml);
  return path;
}
