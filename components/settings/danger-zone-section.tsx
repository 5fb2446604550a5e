"use client";
/**
 * Danger zone: deleting one's own account, after saying how many upcoming sessions it cancels (on
 * the terms of one's own cancellation) and a confirmation; then the session ends.
 */
import { useRouter } from "next/navigation";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { CURRENT_USER_KEY } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showSuccess, toast } from "@/lib/client/toasts";
import { setViewer } from "@/lib/client/viewer";
import { SettingsCard } from "./settings-card";
import { UpcomingSessionsNote } from "./upcoming-sessions-note";

export function DangerZoneSection() {
  const router = useRouter();

  async function deleteAccount() {
    const result = await sendJson("DELETE", CURRENT_USER_KEY);
    if (!result.ok) {
      toast.error("An error occurred.", { description: result.message });
      return false;
    }
    // The account is gone; clear its cookie too, so /login does not take it for a session.
    await sendJson("POST", "/api/auth/logout");
    await setViewer(null);
    showSuccess("Your account has been successfully deleted.", "Success");
    return true;
  }

  return (
    <SettingsCard
      title="Delete Account"
      tone="danger"
      description="Permanently delete your account. Your past sessions and reviews stay with the people you met, shown as “Former member”. Sessions and seats you paid for are refunded as if you cancelled them: in full 24 hours or more before the start, not later. As a Seer, everyone who paid for your upcoming sessions and events is refunded in full."
    >
      <UpcomingSessionsNote className="text-sm text-ink" />
      <div>
        <ConfirmDialog
          title="Confirmation Required"
          description={
            <>
              <UpcomingSessionsNote as="span" className="mb-2 block text-ink" />
              All your account data will be <strong>permanently deleted.</strong> If you are sure,
              please click <strong>&ldquo;Confirm&rdquo;</strong> to proceed. This action cannot be
              undone.
            </>
          }
          trigger={<Button variant="danger">Delete Account</Button>}
          confirm={deleteAccount}
          afterConfirm={async () => {
            router.replace("/login");
            router.refresh();
          }}
          confirmLabel="Confirm"
          busyLabel="Deleting…"
        />
      </div>
    </SettingsCard>
  );
}
