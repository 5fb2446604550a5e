"use client";
/** Top-right menu of the signed-in area: My profile and Log out, with the name kept current by SWR. */
import { UserMenu } from "@/components/site/user-menu";
import { useCurrentUser } from "./session-provider";

export function AppUserMenu() {
  const user = useCurrentUser();
  const name = user.full_name || user.email;
  return <UserMenu name={name} links={[{ href: "/settings", label: "My profile" }]} />;
}
