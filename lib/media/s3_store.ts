/**
 * The S3-compatible media store: files in a bucket under an optional prefix,
 * so several servers can share one media library. Requests are signed with
 * AWS Signature V4 (aws4fetch) and addressed path-style
 * (`<endpoint>/<bucket>/<prefix><key>`), which every S3-compatible server
 * understands.
 */
import { AwsClient } from "aws4fetch";
import { NotFoundError, ValidationError } from "../errors.ts";
import { checkStorableImage } from "./image_types.ts";
import { isValidMediaKey, mediaKeyFromUrl, mediaUrl } from "./keys.ts";
import type { S3StoreOptions } from "../config/media.ts";
import type { MediaStorage } from "../config/media_storage.ts";

/** Largest number of keys one list request asks for. */
const LIST_PAGE = 1000;

/** Media files in an S3-compatible bucket. */
export class S3MediaStore implements MediaStorage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly prefix: string;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region || "us-east-1",
      service: "s3",
    });
    this.base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`;
    const prefix = (options.prefix ?? "").replace(/^\/+|\/+$/g, "");
    this.prefix = prefix ? `${prefix}/` : "";
  }

  /** `s3://bucket/prefix`, for logs. */
  get location(): string {
    return `s3://${this.options.bucket}/${this.prefix}`;
  }

  /** Public URL of a key. */
  urlFor(key: string): string {
    return mediaUrl(key);
  }

  /** Key of a public media URL, or null when the URL is not a media URL. */
  keyFromUrl(url: string): string | null {
    return mediaKeyFromUrl(url);
  }

  /**
   * Uploads an image under `key` (one PUT; S3 replaces objects atomically), with the content type its extension
   * names; see `image_types.ts` for what is refused.
   */
  async write(key: string, bytes: Uint8Array): Promise<string> {
    const contentType = checkStorableImage(key, bytes);
    const response = await this.request(key, {
      method: "PUT",
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { "Content-Type": contentType },
    });
    await expectOk(response, `store ${key}`);
    return this.urlFor(key);
  }

  /** Downloads the object; NotFoundError when missing. */
  async read(key: string): Promise<Uint8Array> {
    const response = await this.request(key, { method: "GET" });
    if (response.status === 404) {
      await response.body?.cancel();
      throw new NotFoundError("Media file not found");
    }
    await expectOk(response, `read ${key}`, false);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** True when the object exists (HEAD). */
  async exists(key: string): Promise<boolean> {
    const response = await this.request(key, { method: "HEAD" });
    await response.body?.cancel();
    if (response.status === 404) return false;
    await expectOk(response, `look up ${key}`);
    return true;
  }

  /** Deletes the object; S3 answers success for missing objects too. */
  async remove(key: string): Promise<void> {
    const response = await this.request(key, { method: "DELETE" });
    if (response.status === 404) return void await response.body?.cancel();
    await expectOk(response, `delete ${key}`);
  }

  /** Every key under `prefix` (ListObjectsV2, all pages), sorted. */
  async list(prefix = ""): Promise<string[]> {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix: this.prefix + prefix, "max-keys": `${LIST_PAGE}` });
      if (token) query.set("continuation-token", token);
      const response = await this.client.fetch(`${this.base}?${query}`, { method: "GET" });
      await expectOk(response, "list objects", false);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const key = decodeXml(match[1]).slice(this.prefix.length);
        if (isValidMediaKey(key)) keys.push(key);
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const next = xml.match(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/);
      token = truncated && next ? decodeXml(next[1]) : null;
    } while (token);
    return keys.sort();
  }

  private request(key: string, init: RequestInit): Promise<Response> {
    if (!isValidMediaKey(key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
    const path = (this.prefix + key).split("/").map(encodeURIComponent).join("/");
    return this.client.fetch(`${this.base}/${path}`, init);
  }
}

async function expectOk(response: Response, what: string, consume = true): Promise<void> {
  if (response.ok) {
    if (consume) await response.body?.cancel();
    return;
  }
  const detail = (await response.text()).match(/<Code>([^<]*)<\/Code>/)?.[1] ?? response.statusText;
  throw new Error(`Media store could not ${what}: ${response.status} ${detail}`);
}

function decodeXml(text: string): string {
  return text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name]!,
  );
}
