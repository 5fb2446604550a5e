"use client";
/** The signed-in area's sidebar on phones, in a sheet; a Seer with readings set up has their Available now switch first. */
import { useState } from "react";
import { ReadingsMenuSwitch } from "@/components/readings/readings-menu-switch";
import { Sheet } from "@/components/ui/sheet";
import { BRAND_NAME } from "@/lib/brand";
import { useCurrentUser } from "./session-provider";
import { SidebarNav } from "./sidebar-nav";

export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={BRAND_NAME}
      description="Navigation of your account"
      triggerClassName="md:hidden"
    >
      {user.type === 1 ? <ReadingsMenuSwitch seer /> : null}
      <nav aria-label="Account" className="flex-1">
        <SidebarNav onNavigate={() => setOpen(false)} />
      </nav>
    </Sheet>
  );
}
