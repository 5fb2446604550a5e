import type { ButtonHTMLAttributes, Ref } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "light" | "outline-light";

/** Hover colours apply to what can be pressed (`not-disabled` still matches links). */
const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white not-disabled:hover:bg-brand-800",
  // Full ink: a pressable outline button must not read like the muted, dashed disabled look.
  secondary: "border border-line bg-surface text-ink not-disabled:hover:bg-muted",
  ghost: "text-accent not-disabled:hover:bg-brand-50",
  danger: "bg-danger text-white not-disabled:hover:bg-red-800",
  // For calls to action over a dark picture or banner.
  light: "bg-white text-brand-900 not-disabled:hover:bg-brand-50",
  "outline-light": "border border-white/70 text-white not-disabled:hover:bg-white/10",
};

/**
 * One disabled look for every variant, in both themes: no brand fill (a faded teal still reads as
 * pressable on the dark theme), a dashed outline and the muted ink, each at least 3:1 against the
 * page and the fill, so the button is plainly there and plainly not available.
 */
export const DISABLED_LOOK =
  "disabled:cursor-not-allowed disabled:border disabled:border-dashed disabled:border-ink-muted disabled:bg-muted disabled:text-ink-muted";

const BASE = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition-colors ${DISABLED_LOOK}`;

/**
 * Joined by hand, not with cn (clsx): the classes are all strings, and the error screens (app/error.tsx,
 * app/global-error.tsx) that every page loads each carry their own copy of this module, so clsx
 * would ride along twice in every first load.
 */
export const buttonClasses = (variant: Variant = "primary", className?: string) =>
  className ? `${BASE} ${VARIANTS[variant]} ${className}` : `${BASE} ${VARIANTS[variant]}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** For a dialog opened by an answer rather than by this button: focus comes back here. */
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
