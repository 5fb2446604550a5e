"use client";
/** A row's action in the items and users tables (Edit …, Delete …), with an icon. */
import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { DISABLED_LOOK } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type RowActionButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  icon: LucideIcon;
  tone?: "default" | "danger";
};

export function RowActionButton({
  icon: Icon,
  tone = "default",
  className,
  children,
  type = "button",
  ...props
}: RowActionButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium whitespace-nowrap transition-colors",
        DISABLED_LOOK,
        tone === "danger"
          ? "text-danger-text enabled:hover:bg-red-50 dark:enabled:hover:bg-red-950/40"
          : "text-ink enabled:hover:bg-muted",
        className,
      )}
      {...props}
    >
      <Icon aria-hidden size={16} />
      {children}
    </button>
  );
}
