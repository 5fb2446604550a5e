"use client";
/** The signed-in area's toasts, worded as SPEC §8 says. */
import { toast } from "sonner";

export function showSuccess(description: string, title = "Success!") {
  toast.success(title, { description });
}

/** The shared error handler for create and update failures: "Error" and the API's first message. */
export function showError(message?: string) {
  toast.error("Error", { description: message || "Something went wrong." });
}

export function showDeleteError(type: "item" | "user") {
  toast.error("An error occurred.", {
    description: `An error occurred while deleting the ${type}.`,
  });
}
