"use client";
/** A step's form: Enter saves the draft (it does not submit the listing). */
import type { ReactNode } from "react";

export function StepForm({
  onSave,
  children,
}: {
  onSave: () => Promise<boolean>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
      className="flex max-w-2xl flex-col gap-6"
    >
      {children}
    </form>
  );
}
