"use client";
/** A <video> showing a MediaStream (React has no prop for srcObject). */
import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";

type Props = {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  /** `contain` shows the whole picture (the other person, a shared screen); `cover` fills the box. */
  fit?: "cover" | "contain";
  label: string;
};

export function MediaVideo({
  stream,
  muted = false,
  mirrored = false,
  fit = "cover",
  label,
}: Props) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (element && element.srcObject !== stream) element.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      className={cn(
        "h-full w-full bg-black",
        fit === "contain" ? "object-contain" : "object-cover",
        mirrored && "-scale-x-100",
      )}
    />
  );
}
