"use client";
/** Adds one photo: the file (the server judges its type and size) and its required alt text. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { controlClasses, TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { LISTING_LIMITS, photoAltSchema } from "@/lib/listings/schema";
import { uploadPhoto } from "./listing-api";

type AltValues = z.input<typeof photoAltSchema>;

const ACCEPT = "image/jpeg,image/png,image/webp";
const MEGABYTES = LISTING_LIMITS.photoBytesMax / (1024 * 1024);

type Props = { disabled: boolean; onUploaded: () => Promise<void> };

export function PhotoUpload({ disabled, onUploaded }: Props) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AltValues>({
    resolver: zodResolver(photoAltSchema),
    mode: "onBlur",
    defaultValues: { alt: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function upload(values: z.output<typeof photoAltSchema>) {
    setServerError(null);
    if (!file) {
      setFileError("Choose a photo to upload");
      return;
    }
    const result = await uploadPhoto(file, values.alt);
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    form.reset({ alt: "" });
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
    await onUploaded();
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(upload, () => {
        if (!file) setFileError("Choose a photo to upload");
      })}
      aria-label="Add a photo"
      className="flex flex-col gap-4 rounded-2xl border border-dashed border-line bg-muted/40 p-4 sm:p-5"
    >
      <h3 className="font-serif text-lg font-semibold text-ink">Add a photo</h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-ink-muted">
          Photo file
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-${fileError ? "error" : "hint"}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(null);
            setServerError(null);
          }}
          className={`${controlClasses(Boolean(fileError))} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white`}
        />
        {fileError ? (
          <p id={`${fileId}-error`} className="text-sm text-danger-text">
            {fileError}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="text-sm text-ink-muted">
            JPEG, PNG or WebP, up to {MEGABYTES} MB.
          </p>
        )}
      </div>
      <TextField
        label="Alt text"
        hint="Describe the photo for people who cannot see it, e.g. “Iris smiling at a table with tarot cards”."
        disabled={disabled}
        maxLength={LISTING_LIMITS.altMax}
        error={errors.alt?.message}
        {...form.register("alt")}
      />
      <FormAlert message={serverError} />
      <Button
        type="submit"
        disabled={disabled || isSubmitting}
        aria-busy={isSubmitting}
        className="self-start"
      >
        <Upload aria-hidden size={16} />
        {isSubmitting ? "Uploading…" : "Upload photo"}
      </Button>
    </form>
  );
}
