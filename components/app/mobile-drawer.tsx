"use client";
/** The sidebar on phones: a Radix dialog that traps focus and gives it back on close. */
import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { BRAND_NAME } from "@/lib/brand";
import { SidebarNav } from "./sidebar-nav";

export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="flex size-11 items-center justify-center rounded-lg text-ink hover:bg-muted md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-surface p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl font-semibold text-accent">
              {BRAND_NAME}
            </Dialog.Title>
            <Dialog.Close
              className="flex size-11 items-center justify-center rounded-lg hover:bg-muted"
              aria-label="Close menu"
            >
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navigation of your account</Dialog.Description>
          <nav aria-label="Account" className="flex-1">
            <SidebarNav onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
