"use client";
import { type KeyboardEvent, useRef, useState } from "react";
/**
 * The service's pictures: one large image and a row of thumbnails. The thumbnails are one tab stop
 * (roving tabindex): arrow keys, Home and End move between them and show each picture.
 */
import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/cn";

type GalleryPicture = { src: string; alt: string };

export function Gallery({ images, name }: { images: readonly GalleryPicture[]; name: string }) {
  const [active, setActive] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[active] ?? images[0];

  function show(index: number, focus: boolean) {
    setActive(index);
    if (focus) thumbs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowDown: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  }

  if (!current) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl bg-muted shadow-sm">
        <Picture
          src={current.src}
          alt={current.alt}
          width={800}
          height={600}
          priority
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {`Image ${active + 1} of ${count}`}
      </p>
      {count > 1 ? (
        <fieldset>
          <legend className="sr-only">{`Pictures of ${name}: use the arrow keys to browse`}</legend>
          <div className="grid grid-cols-4 gap-2 sm:gap-3">
            {images.map((picture, index) => (
              <button
                key={picture.src}
                ref={(el) => {
                  thumbs.current[index] = el;
                }}
                type="button"
                tabIndex={index === active ? 0 : -1}
                aria-pressed={index === active}
                aria-label={`Show image ${index + 1} of ${count}`}
                onClick={() => show(index, false)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "overflow-hidden rounded-xl border-2 bg-muted transition",
                  index === active
                    ? "border-brand-600"
                    : "border-transparent opacity-75 hover:opacity-100",
                )}
              >
                <Picture
                  src={picture.src}
                  alt=""
                  width={160}
                  height={120}
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
