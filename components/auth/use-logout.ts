"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { sendJson } from "@/lib/client/request";
import { toast } from "@/lib/client/toasts";
import { setViewer } from "@/lib/client/viewer";

/**
 * Clears the session cookie through the BFF, then goes to /login with fresh server state. The
 * public header learns it at once (the cached viewer is set, not refetched), so it updates in place.
 */
export function useLogout() {
  const router = useRouter();
  return useCallback(async () => {
    const result = await sendJson("POST", "/api/auth/logout");
    if (!result.ok) {
      toast.error("Error", { description: result.message });
      return;
    }
    await setViewer(null);
    router.push("/login");
    router.refresh();
  }, [router]);
}
