"use client";
/**
 * Top-right menu of the signed-in area: My profile and Log out, with the name kept current by SWR;
 * a Seer with readings set up has their Available now switch at its top.
 */
import { ReadingsMenuSwitch } from "@/components/readings/readings-menu-switch";
import { AccountMenu } from "@/components/site/user-menu";
import { displayName } from "@/lib/users/names";
import { useCurrentUser } from "./session-provider";

export function AppUserMenu() {
  const user = useCurrentUser();
  return (
    <AccountMenu
      name={displayName(user)}
      links={[{ href: "/settings", label: "My profile" }]}
      top={user.type === 1 ? <ReadingsMenuSwitch seer as="li" /> : undefined}
    />
  );
}
