/** Keeps full_name and firstname/lastname consistent, whichever of the two a client sends. */
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
