import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Props = {
  title: string;
  titleId?: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
};

/** One settings panel: a rounded card with a serif heading. */
export function SettingsCard({ title, titleId, description, tone = "default", children }: Props) {
  return (
    <div
      className={cn(
        "flex max-w-xl flex-col gap-5 rounded-2xl border bg-surface p-5 shadow-sm sm:p-6",
        tone === "danger" ? "border-danger/40" : "border-line",
      )}
    >
      <div className="flex flex-col gap-1">
        <h2
          id={titleId}
          className={cn(
            "font-serif text-xl font-semibold",
            tone === "danger" ? "text-danger-text" : "text-ink",
          )}
        >
          {title}
        </h2>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
