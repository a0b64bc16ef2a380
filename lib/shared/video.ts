/**
 * A post's optional video as something a page can embed: YouTube, Vimeo and
 * Dailymotion links become their privacy-friendly players (no tracking
 * cookies where the provider offers it); direct .mp4/.webm/.ogg files play in
 * a `<video>` element. Anything else is not embedded.
 */

/** An embeddable video. */
export type VideoEmbed =
  | { kind: "iframe"; provider: "youtube" | "vimeo" | "dailymotion"; src: string; id: string }
  | { kind: "file"; src: string; type: "video/mp4" | "video/webm" | "video/ogg" };

const FILE_TYPES: Record<string, "video/mp4" | "video/webm" | "video/ogg"> = {
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
  ogv: "video/ogg",
};

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, "https://invalid.local");
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  return url.pathname.match(/^\/(?:video\/)?(\d{3,12})(?:\/|$)/)?.[1] ?? null;
}

function dailymotionId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  let id: string | null = null;
  if (host === "dai.ly") id = url.pathname.slice(1).split("/")[0];
  else if (host === "dailymotion.com") id = url.pathname.match(/^\/(?:embed\/)?video\/([^/_]+)/)?.[1] ?? null;
  return id && /^[a-zA-Z0-9]{4,20}$/.test(id) ? id : null;
}

/** The embed for `videoUrl`, or null when it is empty, malformed or from an unknown source. */
export function videoEmbed(videoUrl: string | null | undefined): VideoEmbed | null {
  const value = (videoUrl ?? "").trim();
  if (!value) return null;
  const url = parseUrl(value);
  if (!url) return null;
  const absolute = /^https?:\/\//i.test(value);
  if (absolute) {
    const yt = youtubeId(url);
    if (yt) return { kind: "iframe", provider: "youtube", id: yt, src: `https://www.youtube-nocookie.com/embed/${yt}` };
    const vimeo = vimeoId(url);
    if (vimeo) {
      return { kind: "iframe", provider: "vimeo", id: vimeo, src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
    }
    const dm = dailymotionId(url);
    if (dm) {
      return { kind: "iframe", provider: "dailymotion", id: dm, src: `https://www.dailymotion.com/embed/video/${dm}` };
    }
  }
  const isSitePath = value.startsWith("/") && !value.startsWith("//");
  if (!absolute && !isSitePath) return null;
  const extension = url.pathname.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase() ?? "";
  const type = FILE_TYPES[extension];
  return type ? { kind: "file", src: value, type } : null;
}
