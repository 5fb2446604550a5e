/** The account-type choice of /login and /signup: User = 0, Seer = 1. */
export const ACCOUNT_TYPE_OPTIONS = [
  { value: "0", label: "User" },
  { value: "1", label: "Seer" },
] as const;

/** `?role=seer`, in any letter case, starts the choice on Seer. */
export function initialAccountType(role: string | string[] | undefined): 0 | 1 {
  return typeof role === "string" && role.toLowerCase() === "seer" ? 1 : 0;
}
