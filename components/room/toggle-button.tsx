"use client";
/** A round call control with a name and a pressed state (Mute, Camera, Share screen). */
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

type Props = {
  label: string;
  pressed?: boolean;
  icon: LucideIcon;
  onClick: () => void;
  tone?: "plain" | "danger";
  disabled?: boolean;
};

export function ToggleButton({
  label,
  pressed,
  icon: Icon,
  onClick,
  tone = "plain",
  disabled,
}: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "flex min-h-14 min-w-16 flex-col items-center justify-center gap-1 rounded-2xl px-3 text-xs font-semibold transition-colors disabled:opacity-50",
        tone === "danger"
          ? "bg-danger text-white hover:bg-red-800"
          : pressed
            ? "bg-brand-700 text-white hover:bg-brand-800"
            : "border border-line bg-surface text-ink hover:bg-muted",
      )}
    >
      <Icon aria-hidden size={20} />
      {label}
    </button>
  );
}
