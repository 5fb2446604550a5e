"use client";
/** The signed-in area's sidebar on phones, in a sheet. */
import { useState } from "react";
import { Sheet } from "@/components/ui/sheet";
import { BRAND_NAME } from "@/lib/brand";
import { SidebarNav } from "./sidebar-nav";

export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={BRAND_NAME}
      description="Navigation of your account"
      triggerClassName="md:hidden"
    >
      <nav aria-label="Account" className="flex-1">
        <SidebarNav onNavigate={() => setOpen(false)} />
      </nav>
    </Sheet>
  );
}
