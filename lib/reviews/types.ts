/** A sample review of `data/reviews`: the seed of the ratings every coach starts with. */

export type SampleReview = {
  id: string;
  coachSlug: string;
  author: string;
  avatar: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date. */
  date: string;
  title: string;
  body: string;
};
