"use client";
/**
 * The event form's cover: a preview of what the event will show (the chosen file, its own cover,
 * or the default: the host's first listing photo) and a file to choose. The form sends it after
 * saving the fields (saveCover), through the listing photos' pipeline on the server.
 */
import { RotateCcw, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { controlClasses } from "@/components/ui/field";
import { messageFromDetail } from "@/lib/client/request";
import type { OwnEvent } from "@/lib/events/schema";

const ACCEPT = "image/jpeg,image/png,image/webp";
const TYPES = new Set(ACCEPT.split(","));
const MAX_BYTES = 8 * 1024 * 1024;
/** Shown when the host has no listing photo either (lib/events/view.ts draws the same). */
const SAMPLE = "/images/site/events-banner.svg";

/** What the form does with the cover on save: leave it, upload a file, or go back to the default. */
export type CoverChoice = { kind: "keep" } | { kind: "upload"; file: File } | { kind: "default" };

/** A file the server would refuse anyway, said before anything is sent. */
export function coverFileProblem(file: File): string | null {
  if (!TYPES.has(file.type)) return "Choose a JPEG, PNG or WebP image";
  if (file.size > MAX_BYTES) return "A photo can be at most 8 MB";
  return null;
}

type Props = {
  event?: OwnEvent;
  choice: CoverChoice;
  onChoice: (choice: CoverChoice) => void;
  error?: string;
};

export function CoverPicker({ event, choice, onChoice, error }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (choice.kind !== "upload") return setPreview(null);
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  const ownShown = event?.own_cover && choice.kind === "keep";
  // The default is known only once the event exists (its listing photo); a new one says so.
  const shown = preview ?? (choice.kind === "keep" && event?.image_url ? event.image_url : null);
  const caption =
    choice.kind === "upload"
      ? `${choice.file.name}: uploaded when you save.`
      : ownShown
        ? "Your event's own cover."
        : choice.kind === "default" && event?.own_cover
          ? "Back to your listing's first photo when you save."
          : "Without a cover of its own, the event shows your listing's first photo.";
  const describedBy = `${id}-${error ? "error" : "hint"}`;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink-muted">Cover photo</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl border border-line bg-muted sm:w-56">
          {/* biome-ignore lint/performance/noImgElement: a local preview (blob:) or a stored WebP */}
          <img
            src={shown ?? SAMPLE}
            alt={
              choice.kind === "upload"
                ? "Preview of the chosen cover"
                : (event?.image_alt ?? "The default event picture")
            }
            className="h-full w-full object-cover"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Choose a photo
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              onChoice(file ? { kind: "upload", file } : { kind: "keep" });
            }}
            className={`${controlClasses(Boolean(error))} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white`}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-danger-text">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-ink-muted">
              JPEG, PNG or WebP, up to 8 MB; kept without its metadata (camera, place). {caption}
            </p>
          )}
          {event?.own_cover && choice.kind !== "default" ? (
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-accent underline"
              onClick={() => {
                if (input.current) input.current.value = "";
                onChoice({ kind: "default" });
              }}
            >
              <RotateCcw aria-hidden size={16} />
              Use my listing's photo instead
            </button>
          ) : null}
          {choice.kind === "upload" ? (
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-accent underline"
              onClick={() => {
                if (input.current) input.current.value = "";
                onChoice({ kind: "keep" });
              }}
            >
              <X aria-hidden size={16} />
              {event ? "Keep the current cover" : "Don't use this photo"}
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/** Sends the cover choice for a saved event: the event as it now is, or why the cover was refused. */
export async function saveCover(
  slug: string,
  choice: CoverChoice,
): Promise<{ ok: true; data: OwnEvent | null } | { ok: false; message: string }> {
  if (choice.kind === "keep") return { ok: true, data: null };
  const url = `/api/v1/users/me/events/${slug}/cover`;
  try {
    let init: RequestInit = { method: "DELETE", credentials: "same-origin" };
    if (choice.kind === "upload") {
      const body = new FormData();
      body.append("file", choice.file);
      init = { method: "PUT", body, credentials: "same-origin" };
    }
    const res = await fetch(url, init);
    const payload = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    if (res.ok) return { ok: true, data: payload as OwnEvent };
    return {
      ok: false,
      message: messageFromDetail(payload?.detail, "The cover could not be saved."),
    };
  } catch {
    return { ok: false, message: "The cover could not be saved." };
  }
}
