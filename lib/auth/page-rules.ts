/** Which pages are for visitors only and which need a session (the proxy's optimistic checks). */
export const AUTH_PAGES = [
  "/login",
  "/signup",
  "/logindefault",
  "/signupdefault",
  "/recover-password",
  "/reset-password",
] as const;

const PROTECTED_PREFIXES = ["/dashboard", "/items", "/settings", "/admin", "/bookings"] as const;

const matches = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export const isAuthPage = (pathname: string) => AUTH_PAGES.some((p) => matches(pathname, p));
export const isProtectedPage = (pathname: string) =>
  PROTECTED_PREFIXES.some((p) => matches(pathname, p));
