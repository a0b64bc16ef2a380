/**
 * The openai SDK, imported on the first AI call: importing it costs a server process about 20 MiB of resident memory,
 * which a site without AI, or a process that makes no AI call, should not pay.
 */
type Sdk = typeof import("openai");

let loading: Promise<Sdk> | null = null;
let loaded: Sdk | null = null;

/** The SDK module, imported on the first call. */
export function loadOpenAiSdk(): Promise<Sdk> {
  loading ??= import("openai").then((sdk) => (loaded = sdk));
  return loading;
}

/** The SDK's `APIError` class once the SDK is loaded, else null (then nothing can have thrown one). */
export function loadedApiError(): Sdk["APIError"] | null {
  return loaded?.APIError ?? null;
}
