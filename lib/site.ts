/** The site's navigation as data: the header and footer render these lists. */
type NavLink = { href: string; label: string };

export const MAIN_NAV: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/discover", label: "Discover" },
  { href: "/events", label: "Events" },
];

export const VISITOR_NAV: NavLink[] = [
  { href: "/login?role=seer", label: "Become a Seer" },
  { href: "/login", label: "Log in" },
];

export const SUPPORT_EMAIL = "support@seers.dev";
