/**
 * The home hero's looping background video. The server sends it paused with
 * nothing loaded (`preload="none"`), showing its poster, which is also the
 * page's largest image; once the page has loaded and the browser is idle, the
 * island starts it, so the video's download and decoding never compete with
 * the page's first paint, its largest image or its scripts. It stays on its
 * poster for readers who ask for reduced motion or to save data.
 */
import { useEffect, useRef } from "preact/hooks";

/** Props of {@link HeroVideo}. */
export interface HeroVideoProps {
  poster: string;
  /** The video's sources, most preferred first. */
  sources: { src: string; type: string }[];
}

/** Longest wait (ms) for an idle moment after the page's `load` before the video starts anyway. */
export const START_TIMEOUT_MS = 2000;

/** True when the reader asked for less motion or to save data: the video stays on its poster. */
function staysStill(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return matchMedia("(prefers-reduced-motion: reduce)").matches || connection?.saveData === true;
}

/** Runs `start` once the page has loaded and the browser is idle (or after {@link START_TIMEOUT_MS}). */
function afterLoad(start: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if ("requestIdleCallback" in globalThis) idle = requestIdleCallback(start, { timeout: START_TIMEOUT_MS });
    else timer = setTimeout(start, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
  return () => {
    removeEventListener("load", whenIdle);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

export default function HeroVideo({ poster, sources }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (staysStill()) return;
    return afterLoad(() => {
      video.current?.play().catch(() => {
        // A browser that refuses to play (autoplay blocked) keeps the poster.
      });
    });
  }, []);
  return (
    <video
      ref={video}
      class="hero__video"
      muted
      loop
      playsinline
      preload="none"
      poster={poster}
      aria-hidden="true"
      tabIndex={-1}
    >
      {sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
    </video>
  );
}
