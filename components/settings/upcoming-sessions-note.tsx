"use client";
/**
 * What deleting the account would cancel, said before it is done (GET /api/v1/users/me/deletion),
 * read anew each time the Danger zone opens. Shared by the panel and its confirmation.
 */
import type { ReactNode } from "react";
import useSWR from "swr";
import type { AccountDeletion } from "@/lib/users/schema";

export const ACCOUNT_DELETION_KEY = "/api/v1/users/me/deletion";

const sessions = (count: number) => `${count} upcoming ${count === 1 ? "session" : "sessions"}`;

type Props = {
  className?: string;
  /** A span inside the dialog's description, which is a paragraph already. */
  as?: "p" | "span";
};

export function UpcomingSessionsNote({ className, as: Tag = "p" }: Props) {
  const { data, error } = useSWR<AccountDeletion>(ACCOUNT_DELETION_KEY);
  let text: ReactNode;
  if (data && data.upcoming_sessions > 0) {
    text = (
      <>
        Deleting your account will cancel <strong>{sessions(data.upcoming_sessions)}</strong>; the
        other person in each is told by email.
      </>
    );
  } else if (data) {
    text = "You have no upcoming sessions: deleting your account cancels none.";
  } else if (error) {
    text = "Deleting your account will cancel every upcoming session you have.";
  } else {
    text = "Counting your upcoming sessions…";
  }
  return (
    <Tag className={className} aria-live="polite">
      {text}
    </Tag>
  );
}
