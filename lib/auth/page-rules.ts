/** Which pages are for visitors only and which need a session (the proxy's optimistic checks). */
import { AUTH_PAGES, isUnder, SIGNED_IN_AREAS } from "@/lib/site-pages.mjs";

export const isAuthPage = (pathname: string) => AUTH_PAGES.some((page) => isUnder(pathname, page));
export const isProtectedPage = (pathname: string) =>
  SIGNED_IN_AREAS.some((page) => isUnder(pathname, page));
