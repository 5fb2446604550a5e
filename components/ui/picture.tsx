/**
 * An image as the browser draws it best with no JavaScript: lazy below the fold, fetched first
 * and preloaded when it is the page's largest paint (`priority`), decoded off the main thread.
 *
 * Not next/image: our pictures are SVG drawings and Seers' photos already sized on upload, so its
 * optimizer is off everywhere, and what was left was a client component that put about 5 KB of
 * JavaScript and a hydration pass per image on every public page (issue 13).
 */
import type { CSSProperties } from "react";
import { preload } from "react-dom";

type PictureProps = {
  src: string;
  alt: string;
  className?: string;
  /** The page's largest paint (a hero, the first cards): eager, high priority, preloaded. */
  priority?: boolean;
} & (
  | { width: number; height: number; fill?: never }
  | { fill: true; width?: never; height?: never }
);

const FILL: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

export function Picture({
  src,
  alt,
  className,
  priority = false,
  width,
  height,
  fill,
}: PictureProps) {
  if (priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
    // biome-ignore lint/performance/noImgElement: plain <img> on purpose (see above)
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={fill ? FILL : undefined}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
