import type { ReactNode } from "react";

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="font-serif text-3xl font-semibold text-ink">{title}</h1>
      {children ? <p className="text-sm text-ink-muted">{children}</p> : null}
    </div>
  );
}
