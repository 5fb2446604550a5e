import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "light" | "outline-light";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/45",
  secondary: "border border-line bg-surface text-ink-muted hover:bg-muted disabled:text-ink-muted",
  ghost: "text-accent hover:bg-brand-50 disabled:text-ink-muted",
  danger: "bg-danger text-white hover:bg-red-800 disabled:bg-danger/45",
  // For calls to action over a dark picture or banner.
  light: "bg-white text-brand-900 hover:bg-brand-50",
  "outline-light": "border border-white/70 text-white hover:bg-white/10",
};

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed";

/**
 * Joined by hand, not with cn (clsx): the classes are all strings, and the error screens (app/error.tsx,
 * app/global-error.tsx) that every page loads each carry their own copy of this module, so clsx
 * would ride along twice in every first load.
 */
export const buttonClasses = (variant: Variant = "primary", className?: string) =>
  className ? `${BASE} ${VARIANTS[variant]} ${className}` : `${BASE} ${VARIANTS[variant]}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant };

export function Button({ variant, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
