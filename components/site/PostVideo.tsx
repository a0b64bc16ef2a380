/** A post's video: a privacy-friendly player iframe (YouTube, Vimeo, Dailymotion) or a `<video>` for a file. */
import type { VideoEmbed } from "@/lib/shared/video.ts";

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo", dailymotion: "Dailymotion" } as const;

/** Props of {@link PostVideo}. */
export interface PostVideoProps {
  video: VideoEmbed;
  title: string;
  recipe: boolean;
  /** Image shown before a video file plays (the post's photo), or undefined. */
  poster?: string;
}

/**
 * Renders the video section titled "Video de la receta" (or "Video" for articles). A video file downloads nothing
 * until it is played (`preload="none"`), so it never competes with the page's first image.
 */
export function PostVideo({ video, title, recipe, poster }: PostVideoProps) {
  return (
    <section class="post-video" aria-labelledby="post-video-title">
      <h2 id="post-video-title">{recipe ? "Video de la receta" : "Video"}</h2>
      <div class="post-video__frame">
        {video.kind === "iframe"
          ? (
            <iframe
              src={video.src}
              title={`Video: ${title} (${PROVIDER_NAMES[video.provider]})`}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerpolicy="strict-origin-when-cross-origin"
            />
          )
          : (
            <video controls preload="none" poster={poster} aria-label={`Video: ${title}`}>
              <source src={video.src} type={video.type} />
              Tu navegador no puede reproducir este video. <a href={video.src}>Descárgalo aquí</a>.
            </video>
          )}
      </div>
    </section>
  );
}
