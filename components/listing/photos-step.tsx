"use client";
/**
 * Step 3, Photos: 1 to 8, each with its alt text; the first is the cover. Every change is saved
 * at once (upload, Move up/down, Delete), so this step has nothing left to save on Next.
 */
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LISTING_LIMITS } from "@/lib/listings/schema";
import { useDraft } from "./draft-context";
import { type ActionResult, deletePhoto, LISTING_KEY, reorderPhotos } from "./listing-api";
import { PhotoUpload } from "./photo-upload";

export function PhotosStep() {
  const { listing, registerSaver, setSaveState } = useDraft();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const photos = listing.photos;
  const full = photos.length >= LISTING_LIMITS.photosMax;

  useEffect(() => {
    registerSaver(async () => true);
    setSaveState({ kind: "saved" });
    return () => registerSaver(null);
  }, [registerSaver, setSaveState]);

  async function run(action: () => Promise<ActionResult>, done: string) {
    setBusy(true);
    setError(null);
    const result = await action();
    await mutate(LISTING_KEY);
    setBusy(false);
    if (!result.ok) setError(result.message);
    else setAnnouncement(done);
  }

  function move(index: number, by: -1 | 1) {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    void run(
      () => reorderPhotos(ids),
      `Photo moved to position ${index + by + 1} of ${ids.length}.`,
    );
  }

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <p className="text-sm text-ink-muted">
        Add 1 to {LISTING_LIMITS.photosMax} photos of you and the place or tools of your practice.
        The first photo is your cover: seekers see it on Discover and at the top of your profile.
      </p>
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {photos.length} of {LISTING_LIMITS.photosMax} photos
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <FormAlert message={error} />
      {photos.length > 0 ? (
        <ol aria-label="Your photos" className="flex flex-col gap-3">
          {photos.map((photo, index) => {
            const altId = `photo-${photo.id}-alt`;
            return (
              <li
                key={photo.id}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  {/* biome-ignore lint/performance/noImgElement: the server already serves sized WebP */}
                  <img
                    src={photo.url}
                    alt={photo.alt}
                    className="aspect-[4/3] w-24 shrink-0 rounded-xl bg-muted object-cover sm:w-36"
                  />
                  <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
                    {index === 0 ? (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
                        Cover photo
                      </span>
                    ) : (
                      <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                        Photo {index + 1}
                      </span>
                    )}
                    <p id={altId} className="text-sm break-words text-ink">
                      {photo.alt}
                    </p>
                  </div>
                </div>
                {/* Three across on a phone; a column beside the photo from a tablet up. */}
                <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-col">
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap max-sm:px-2!"
                    aria-describedby={altId}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden size={16} className="max-[400px]:hidden" />
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap max-sm:px-2!"
                    aria-describedby={altId}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden size={16} className="max-[400px]:hidden" />
                    Move down
                  </Button>
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap text-danger-text max-sm:px-2!"
                    aria-describedby={altId}
                    disabled={busy}
                    onClick={() => void run(() => deletePhoto(photo.id), "Photo deleted.")}
                  >
                    <Trash2 aria-hidden size={16} className="max-[400px]:hidden" />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {full ? (
        <p className="text-sm text-ink-muted">
          You have {LISTING_LIMITS.photosMax} photos, the most a listing holds. Delete one to add
          another.
        </p>
      ) : (
        <PhotoUpload
          disabled={busy}
          onUploaded={async () => {
            await mutate(LISTING_KEY);
            setAnnouncement("Photo added.");
          }}
        />
      )}
    </div>
  );
}
