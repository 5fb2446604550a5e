"use client";
/**
 * Connected accounts: Google and Facebook (those this site offers), each connected or not.
 * Connecting is a plain link through the provider and back; disconnecting never removes the last
 * way to sign in (the API refuses it, and the button says why it is off).
 */
import { useId, useState } from "react";
import useSWR from "swr";
import { buttonClasses } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PROVIDER_LABELS, type ProviderId, startPath } from "@/lib/auth/oauth/providers";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { SignInMethods } from "@/lib/users/identities-schema";
import { SettingsCard } from "./settings-card";

export const SIGN_IN_METHODS_URL = "/api/v1/users/me/identities";

type Props = { notice: { ok: boolean; message: string } | null };

export function ConnectedAccountsSection({ notice }: Props) {
  const titleId = useId();
  const { data, mutate } = useSWR<SignInMethods>(SIGN_IN_METHODS_URL, fetchJson);
  const [busy, setBusy] = useState<ProviderId | null>(null);

  async function disconnect(provider: ProviderId) {
    setBusy(provider);
    const result = await sendJson("DELETE", `${SIGN_IN_METHODS_URL}/${provider}`);
    setBusy(null);
    if (!result.ok) return showError(result.message);
    await mutate();
    showSuccess(`${PROVIDER_LABELS[provider]} is disconnected.`);
  }

  const ways = data ? data.count + (data.has_password ? 1 : 0) : 0;
  return (
    <SettingsCard
      title="Connected accounts"
      titleId={titleId}
      description="Sign in with Google or Facebook as well as, or instead of, your password."
    >
      {notice ? (
        notice.ok ? (
          <p
            role="status"
            className="rounded-lg border border-line bg-muted px-3 py-2 text-sm text-ink"
          >
            {notice.message}
          </p>
        ) : (
          <FormAlert message={notice.message} />
        )
      ) : null}
      {data && data.available.length === 0 ? (
        <p className="text-sm text-ink-muted">This site does not offer other sign-ins yet.</p>
      ) : null}
      <ul aria-labelledby={titleId} className="flex flex-col divide-y divide-line">
        {data?.available.map((provider) => {
          const identity = data.data.find((item) => item.provider === provider);
          const label = PROVIDER_LABELS[provider];
          const last = Boolean(identity) && ways <= 1;
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{label}</p>
                <p className="text-sm break-all text-ink-muted">
                  {identity
                    ? `Connected${identity.email ? ` as ${identity.email}` : ""}`
                    : "Not connected"}
                </p>
                {last ? (
                  <p className="text-sm text-ink-muted">
                    Your only way to sign in: set a password first to disconnect it.
                  </p>
                ) : null}
              </div>
              {identity ? (
                <button
                  type="button"
                  className={buttonClasses("secondary")}
                  disabled={last || busy === provider}
                  aria-busy={busy === provider}
                  onClick={() => void disconnect(provider)}
                >
                  Disconnect {label}
                </button>
              ) : (
                <a
                  href={startPath(provider, { intent: "connect" })}
                  className={buttonClasses("secondary", "text-ink")}
                >
                  Connect {label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
