"use client";
/**
 * Writing a message: plain text up to 2,000 characters (the count shows near the limit), sent
 * with the button or Ctrl/⌘+Enter. The text stays when sending fails, with the reason read out.
 */
import { SendHorizontal } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { MESSAGE_MAX } from "@/lib/conversations/schema";

/** The count shows from here on, so it is not noise in every short message. */
const COUNT_FROM = MESSAGE_MAX - 200;

type Props = {
  label: string;
  /** Sends the trimmed text; answers an error message, or null when it was sent. */
  onSend: (body: string) => Promise<string | null>;
  placeholder?: string;
  autoFocus?: boolean;
  /** Below the box rather than in a bar (the first message to a Seer). */
  layout?: "bar" | "form";
};

export function MessageComposer({
  label,
  onSend,
  placeholder = "Write a message…",
  autoFocus,
  layout = "bar",
}: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // Words typed into the server's HTML before the page came to life stay on screen but not in
  // state (Send would stay disabled): take them in once, at hydration.
  useEffect(() => {
    const typed = box.current?.value;
    if (typed) setText(typed);
  }, []);
  const length = text.trim().length;
  const tooLong = length > MESSAGE_MAX;
  const showCount = length >= COUNT_FROM;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending || length === 0 || tooLong) return;
    setSending(true);
    const failure = await onSend(text.trim());
    setSending(false);
    setError(failure);
    if (!failure) setText("");
  }

  const describedBy = [showCount ? `${id}-count` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <form
      onSubmit={submit}
      className={cn("flex flex-col gap-2", layout === "bar" && "border-t border-line p-3 sm:p-4")}
    >
      <label
        htmlFor={id}
        className={layout === "bar" ? "sr-only" : "text-sm font-medium text-ink-muted"}
      >
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          id={id}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the page exists to write this message
          autoFocus={autoFocus}
          placeholder={placeholder}
          aria-invalid={tooLong || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
          }}
          className={cn(
            controlClasses(tooLong),
            // Grows with the text up to a point, then scrolls.
            "field-sizing-content max-h-48 resize-none py-2.5 leading-relaxed",
            layout === "form" ? "min-h-36" : "min-h-11",
          )}
        />
        <button
          type="submit"
          disabled={sending || length === 0 || tooLong}
          className={buttonClasses("primary", "size-11 shrink-0 px-0!")}
        >
          <SendHorizontal aria-hidden size={18} />
          <span className="sr-only">{sending ? "Sending…" : "Send"}</span>
        </button>
      </div>
      {showCount ? (
        <p
          id={`${id}-count`}
          className={cn(
            "text-right text-sm tabular-nums",
            tooLong ? "text-danger-text" : "text-ink-muted",
          )}
        >
          {length.toLocaleString("en-US")} / {MESSAGE_MAX.toLocaleString("en-US")} characters
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </form>
  );
}
