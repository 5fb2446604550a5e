/** What the review list and form need of a review (plain data, passed from the server page). */
export type ReviewView = {
  id: string;
  author: string;
  avatar: string | null;
  rating: number;
  title: string | null;
  body: string;
  /** ISO timestamp. */
  createdAt: string;
  /** Stands on a completed session booked here ("Verified session"). */
  verified: boolean;
  /** The Seer's reply, shown under the review. */
  reply: string | null;
};

/** The signed-in viewer's own review of this coach, as the edit form starts from it. */
export type OwnReview = { id: string; rating: number; title: string | null; body: string };

export type ReviewSort = "recent" | "top" | "low";

export const SORT_OPTIONS: readonly { value: ReviewSort; label: string }[] = [
  { value: "recent", label: "Most Recent" },
  { value: "top", label: "Top Rated" },
  { value: "low", label: "Lowest Rated" },
];

/** What the sort reads of a review. */
type Sortable = Pick<ReviewView, "rating" | "createdAt">;

const byDate = (a: Sortable, b: Sortable) => b.createdAt.localeCompare(a.createdAt);

/** Sorted copy; ties in rating go to the most recent first. */
export function sortReviews<T extends Sortable>(reviews: readonly T[], sort: ReviewSort): T[] {
  const list = [...reviews];
  if (sort === "top") return list.sort((a, b) => b.rating - a.rating || byDate(a, b));
  if (sort === "low") return list.sort((a, b) => a.rating - b.rating || byDate(a, b));
  return list.sort(byDate);
}
