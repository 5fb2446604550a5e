"use client";
/** Top-right menu of the signed-in area: My profile and Log out, with the name kept current by SWR. */
import { AccountMenu } from "@/components/site/user-menu";
import { displayName } from "@/lib/users/names";
import { useCurrentUser } from "./session-provider";

export function AppUserMenu() {
  const user = useCurrentUser();
  return (
    <AccountMenu name={displayName(user)} links={[{ href: "/settings", label: "My profile" }]} />
  );
}
