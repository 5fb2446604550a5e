/** The listing's life: which change is allowed from which state, and what each change leads to. */
import type { ListingStatus } from "./schema";

export type ListingAction = "submit" | "approve" | "reject" | "pause" | "resume" | "unpublish";

const TRANSITIONS: Record<ListingAction, { from: readonly ListingStatus[]; to: ListingStatus }> = {
  submit: { from: ["draft", "rejected"], to: "pending" },
  approve: { from: ["pending"], to: "published" },
  reject: { from: ["pending"], to: "rejected" },
  pause: { from: ["published"], to: "paused" },
  resume: { from: ["paused"], to: "published" },
  unpublish: { from: ["published", "paused"], to: "rejected" },
};

/** The state an action leads to, or undefined when the action is not allowed from `status`. */
export function nextListingStatus(
  status: ListingStatus,
  action: ListingAction,
): ListingStatus | undefined {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : undefined;
}

/** The states `action` may start from, to tell a Seer or reviewer why a change was refused. */
export function statusesAllowing(action: ListingAction): readonly ListingStatus[] {
  return TRANSITIONS[action].from;
}
