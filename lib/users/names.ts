/**
 * A person's names: full_name and firstname/lastname kept consistent whichever of the two a client
 * sends, and the one name shown for them (header, user menu, dashboard greeting).
 */
export function splitFullName(fullName: string | null | undefined): {
  firstname: string | null;
  lastname: string | null;
} {
  const trimmed = fullName?.trim().replace(/\s+/g, " ") ?? "";
  if (!trimmed) return { firstname: null, lastname: null };
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstname: trimmed, lastname: null };
  return { firstname: trimmed.slice(0, space), lastname: trimmed.slice(space + 1) };
}

export function joinNames(firstname?: string | null, lastname?: string | null): string | null {
  const full = [firstname?.trim(), lastname?.trim()].filter(Boolean).join(" ");
  return full || null;
}

/** Who someone is to the people they met once their account closed: their bookings and reviews stay. */
export const FORMER_MEMBER = "Former member";

type Named = {
  email: string;
  full_name?: string | null;
  firstname?: string | null;
  lastname?: string | null;
};

/** What to call a person: their full name, else their first and last names, else their email. */
export function displayName(user: Named): string {
  return user.full_name?.trim() || joinNames(user.firstname, user.lastname) || user.email;
}
