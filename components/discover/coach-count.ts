/** Discover's counts as English: "1 coach matches", "13 coaches match". */

export const coachCount = (n: number) => `${n} ${n === 1 ? "coach" : "coaches"}`;

/** The verb that follows a count: its singular form for one, its plural for any other number. */
export const verbFor = (n: number, one: string, other: string) => (n === 1 ? one : other);
