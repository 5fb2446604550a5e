/**
 * "New": a coach nobody has rated yet. Shown instead of empty stars, "0.0 (0)" and
 * "0 consultations", which read as a poor coach rather than a new one.
 */
import { Sparkles } from "lucide-react";
import { cn } from "@/lib/cn";

export function NewBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-brand-600/10 px-2.5 py-0.5 text-xs font-semibold tracking-wider text-accent uppercase",
        className,
      )}
    >
      <Sparkles aria-hidden size={12} />
      New
    </span>
  );
}
