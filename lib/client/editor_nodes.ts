/**
 * The editor's image and video nodes. Both render only the attributes the
 * shared content definition (`lib/shared/content_schema.ts`) allows, so what
 * the editor saves is what the server's sanitiser keeps: images with src, alt,
 * title, width, height and class; videos as a `div.video-embed` around the
 * player iframe (YouTube, Vimeo, Dailymotion) or a `<video>` for a file.
 */
import { Node } from "@tiptap/core";
import { IMAGE_ATTRIBUTES, IMAGE_DEFAULT_CLASS, VIDEO_EMBED_CLASS } from "../shared/content_schema.ts";
import { videoEmbed } from "../shared/video.ts";

/** A video's provider as the node stores it. */
export type VideoProvider = "youtube" | "vimeo" | "dailymotion" | "direct";

/** Names of the providers, as the Embed Video dialog and the editor's preview show them. */
export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  dailymotion: "Dailymotion",
  direct: "Video file",
};

/** Attributes of a video node: the player or file `src`, its provider and the provider's video id. */
export interface VideoAttrs {
  src: string;
  provider: VideoProvider;
  videoId: string | null;
}

/** The video node's attributes for a pasted or typed URL (a watch page, a player, a file), or null when unsupported. */
export function videoAttrs(url: string): VideoAttrs | null {
  const embed = videoEmbed(url);
  if (!embed) return null;
  if (embed.kind === "file") return { src: embed.src, provider: "direct", videoId: null };
  return { src: embed.src, provider: embed.provider, videoId: embed.id };
}

/** An integer pixel size from an attribute, or null. */
function pixels(value: string | null): number | null {
  const n = value ? parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Images: a block node with the shared definition's attributes; `data:` sources are kept until uploaded. */
export const ContentImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    const text = (name: string) => ({
      default: null,
      parseHTML: (el: HTMLElement) => el.getAttribute(name) || null,
    });
    return {
      src: text("src"),
      // Always written: an image without a description is marked decorative (alt="") rather than left unlabelled.
      alt: { default: "", parseHTML: (el: HTMLElement) => el.getAttribute("alt") ?? "" },
      title: text("title"),
      width: { default: null, parseHTML: (el: HTMLElement) => pixels(el.getAttribute("width")) },
      height: { default: null, parseHTML: (el: HTMLElement) => pixels(el.getAttribute("height")) },
      class: { default: IMAGE_DEFAULT_CLASS, parseHTML: (el: HTMLElement) => el.getAttribute("class") || null },
    };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    const attrs: Record<string, unknown> = {};
    for (const name of IMAGE_ATTRIBUTES) {
      if (HTMLAttributes[name] !== null && HTMLAttributes[name] !== undefined) attrs[name] = HTMLAttributes[name];
    }
    return ["img", attrs];
  },
});

/** The video node's attributes read from a `div.video-embed`, a player iframe or a `<video>`. */
function readVideo(el: HTMLElement): VideoAttrs | false {
  const player = el.matches("iframe, video") ? el : el.querySelector("iframe, video");
  const src = player?.getAttribute("src") ?? player?.querySelector("source")?.getAttribute("src") ?? "";
  return videoAttrs(src) ?? false;
}

/** Embedded videos: an atom rendered as the sanitiser's video markup; the editor shows a preview, not the player. */
export const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, provider: { default: "direct" }, videoId: { default: null } };
  },
  parseHTML() {
    return [
      { tag: `div.${VIDEO_EMBED_CLASS}`, getAttrs: readVideo },
      { tag: "iframe[src]", getAttrs: readVideo },
      { tag: "video", getAttrs: readVideo },
    ];
  },
  renderHTML({ node }) {
    const { src, provider } = node.attrs as VideoAttrs;
    const player = provider === "direct" ? ["video", { src, controls: "true" }] : [
      "iframe",
      {
        src,
        title: `${VIDEO_PROVIDER_NAMES[provider]} video`,
        width: "560",
        height: "315",
        allow: "accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen",
        allowfullscreen: "true",
      },
    ];
    return ["div", { class: VIDEO_EMBED_CLASS }, player];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("div");
      dom.className = "video-embed-preview";
      const { src, provider } = node.attrs as VideoAttrs;
      dom.textContent = `${VIDEO_PROVIDER_NAMES[provider]}: ${src}`;
      dom.setAttribute("data-provider", provider);
      return { dom };
    };
  },
});
