/** A listing's web address from its display name: lower-case words joined by dashes, unique. */

const MAX_BASE_LENGTH = 60;

/** "Amara Okafor" → "amara-okafor"; accents are dropped, anything else becomes one dash. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, "");
  // A name written only in other scripts still needs an address.
  return slug || "seer";
}

/** The base itself when free, else base-2, base-3...: the first one `isTaken` does not claim. */
export function firstFreeSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
