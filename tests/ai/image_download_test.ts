/**
 * Image addresses in a provider's answer are fetched like the link checker's links: public hosts only (every
 * redirect too), pinned to the checked address, and read only up to the generated-image limit. The image host is
 * a real https server on loopback, reached under a name the site is told to resolve there.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { listMedia } from "@/lib/db/media.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { fakePng } from "../support/fake_ai_server.ts";
import { startAiSite } from "./ai_test_site.ts";

const fixtures = new URL("../links/fixtures/", import.meta.url);
const tls = {
  cert: await Deno.readTextFile(new URL("recetas_invalid_cert.pem", fixtures)),
  key: await Deno.readTextFile(new URL("recetas_invalid_key.pem", fixtures)),
};

/** The https image host on loopback: the paths it was asked for, and how much of the endless answer went out. */
interface ImageHost {
  port: number;
  hits: string[];
  /** Bytes of the endless answer sent before the download stopped reading; null until it stops. */
  endlessSent: number | null;
  close(): Promise<void>;
}

function startImageHost(png: Uint8Array): ImageHost {
  const host: ImageHost = { port: 0, hits: [], endlessSent: null, close: () => Promise.resolve() };
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, ...tls, onListen() {} }, (request) => {
    const { pathname } = new URL(request.url);
    host.hits.push(pathname);
    if (pathname === "/plato.png") {
      return new Response(png as Uint8Array<ArrayBuffer>, { headers: { "content-type": "image/png" } });
    }
    if (pathname === "/to-loopback") {
      return new Response(null, { status: 302, headers: { location: `https://127.0.0.1:${host.port}/plato.png` } });
    }
    if (pathname === "/endless") {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.length;
          controller.enqueue(chunk);
        },
        cancel() {
          host.endlessSent = sent;
        },
      });
      return new Response(body, { headers: { "content-type": "image/png" } });
    }
    return new Response("not found", { status: 404 });
  });
  host.port = (server.addr as Deno.NetAddr).port;
  host.close = () => server.shutdown();
  return host;
}

/** Resolves `recetas.invalid`, the name the test certificate is for, to the loopback image host. */
const lookup = (name: string) =>
  name === "recetas.invalid" ? Promise.resolve(["127.0.0.1"]) : Promise.reject(new Error("ENOTFOUND"));

Deno.test("AI image download: loopback, private and link-local addresses are refused before any request", async () => {
  const host = startImageHost(await fakePng());
  const ai = await startAiSite();
  try {
    const cases: [string, string][] = [
      [`https://127.0.0.1:${host.port}/plato.png`, "loopback address"],
      [`https://[::ffff:127.0.0.1]:${host.port}/plato.png`, "IPv4-mapped address"],
      [`https://localhost:${host.port}/plato.png`, "localhost name"],
      [`https://10.1.2.3/plato.png`, "private address"],
      ["https://169.254.169.254/latest/meta-data", "link-local address"],
      [`http://recetas.invalid:${host.port}/plato.png`, ""],
    ];
    for (const [url, reason] of cases) {
      ai.fake.nextChat({ imageUrl: url });
      const response = await ai.post("generate-single-image", { description: "flan", articleTitle: "Flan" });
      const body = await response.json();
      assert.equal(response.status, 502, url);
      assert.equal(
        body.error,
        reason
          ? `Featured image generation failed: the image address was refused (${reason}).`
          : "Featured image generation failed: the AI model answered with an unusable image address.",
        url,
      );
    }
    assert.deepEqual(host.hits, [], "nothing reached the image host");
    assert.deepEqual((await listMedia(ai.site.kv)).items, []);
  } finally {
    await ai.close();
    await host.close();
  }
});

Deno.test("AI image download: an allowed host is fetched pinned; redirects are checked; past 4 MB it stops", async (t) => {
  const png = await fakePng();
  const host = startImageHost(png);
  const ai = await startAiSite({
    imageDownload: { privateHostsAllowed: ["recetas.invalid"], lookup, caCerts: [tls.cert] },
  });
  const generate = async (path: string) => {
    ai.fake.nextChat({ imageUrl: `https://recetas.invalid:${host.port}${path}` });
    const response = await ai.post("generate-single-image", { description: "flan", articleTitle: "Flan de Coco" });
    return { status: response.status, body: await response.json() };
  };
  try {
    await t.step("the image is downloaded and stored through the upload pipeline", async () => {
      const { status, body } = await generate("/plato.png");
      assert.equal(status, 200, JSON.stringify(body));
      assert.match(body.image.url, /\/posts\/flan-de-coco\.webp$/);
      const stored = new Uint8Array(await (await fetch(ai.site.url + body.image.url)).arrayBuffer());
      assert.equal((await sharp(stored).metadata()).width, 512);
      assert.deepEqual(host.hits, ["/plato.png"]);
    });

    await t.step("a redirect to a loopback address is not followed", async () => {
      const { status, body } = await generate("/to-loopback");
      assert.equal(status, 502);
      assert.equal(body.error, "Featured image generation failed: the image address was refused (loopback address).");
      assert.deepEqual(host.hits, ["/plato.png", "/to-loopback"]);
    });

    await t.step("an endless answer is cut off at 4 MB with a clear error", async () => {
      const { status, body } = await generate("/endless");
      assert.equal(status, 502);
      assert.equal(body.error, "Featured image generation failed: the generated image is larger than 4 MB.");
      for (let i = 0; i < 100 && host.endlessSent === null; i++) await new Promise((done) => setTimeout(done, 10));
      assert.ok(host.endlessSent !== null, "the download hung up");
      assert.ok(host.endlessSent! < 16 * 1024 * 1024, `${host.endlessSent} bytes sent before the download stopped`);
    });

    await t.step("an inline image over 4 MB is refused before it is decoded", async () => {
      ai.fake.nextChat({ image: new Uint8Array(4 * 1024 * 1024 + 1024) });
      const response = await ai.post("generate-single-image", { description: "flan", articleTitle: "Flan" });
      assert.equal(response.status, 502);
      assert.equal(
        (await response.json()).error,
        "Featured image generation failed: the generated image is larger than 4 MB.",
      );
    });

    await t.step("Workers AI answers are read up to the same limit", async () => {
      await updateSettings(ai.site.kv, { ai_image_provider: "cloudflare" });
      ai.fake.nextCloudflare({ image: new Uint8Array(4 * 1024 * 1024 + 1) });
      const response = await ai.post("generate-single-image", { description: "flan", articleTitle: "Flan" });
      assert.equal(response.status, 502);
      assert.equal(
        (await response.json()).error,
        "Featured image generation failed: the generated image is larger than 4 MB.",
      );
    });
  } finally {
    await ai.close();
    await host.close();
  }
});
