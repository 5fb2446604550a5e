"use client";
/** Danger zone: deleting one's own account, after a confirmation; then the session ends. */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CURRENT_USER_KEY } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showSuccess, toast } from "@/lib/client/toasts";
import { setViewer } from "@/lib/client/viewer";
import { SettingsCard } from "./settings-card";

export function DangerZoneSection() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function deleteAccount() {
    setDeleting(true);
    const result = await sendJson("DELETE", CURRENT_USER_KEY);
    if (!result.ok) {
      setDeleting(false);
      toast.error("An error occurred.", { description: result.message });
      return;
    }
    // The account is gone; clear its cookie too, so /login does not take it for a session.
    await sendJson("POST", "/api/auth/logout");
    await setViewer(null);
    showSuccess("Your account has been successfully deleted.", "Success");
    setOpen(false);
    router.replace("/login");
    router.refresh();
  }

  return (
    <SettingsCard
      title="Delete Account"
      tone="danger"
      description="Permanently delete your account and everything associated with it."
    >
      <div>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (!deleting) setOpen(next);
          }}
          title="Confirmation Required"
          description={
            <>
              All your account data will be <strong>permanently deleted.</strong> If you are sure,
              please click <strong>&ldquo;Confirm&rdquo;</strong> to proceed. This action cannot be
              undone.
            </>
          }
          trigger={<Button variant="danger">Delete Account</Button>}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={deleteAccount}
              disabled={deleting}
              aria-busy={deleting}
            >
              Confirm
            </Button>
          </div>
        </Dialog>
      </div>
    </SettingsCard>
  );
}
