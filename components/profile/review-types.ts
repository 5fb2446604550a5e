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

export type ReviewSort = "recent" | "top" | "low";

export const SORT_OPTIONS: readonly { value: ReviewSort; label: string }[] = [
  { value: "recent", label: "Most Recent" },
  { value: "top", label: "Top Rated" },
  { value: "low", label: "Lowest Rated" },
];

const byDate = (a: ReviewView, b: ReviewView) => b.createdAt.localeCompare(a.createdAt);

/** Sorted copy; ties in rating go to the most recent first. */
export function sortReviews(reviews: readonly ReviewView[], sort: ReviewSort): ReviewView[] {
  const list = [...reviews];
  if (sort === "top") return list.sort((a, b) => b.rating - a.rating || byDate(a, b));
  if (sort === "low") return list.sort((a, b) => a.rating - b.rating || byDate(a, b));
  return list.sort(byDate);
}
