"use client";
/**
 * The signed-in area's client cache (SWR). The current user arrives rendered by the server as
 * fallback data, so nothing flashes; screens that change it mutate CURRENT_USER_KEY and every
 * place showing the name or email updates. Live hints keep the rest current (LiveUpdates), and ring a
 * Seer for a reading on any page (IncomingReading).
 */
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { IncomingReading } from "@/components/readings/incoming-reading";
import { learnServerTime } from "@/components/readings/use-server-clock";
import { CURRENT_USER_KEY, fetchJson } from "@/lib/client/fetcher";
import { PAYMENTS_OFF, PAYMENTS_TERMS_KEY } from "@/lib/client/payments";
import type { PaymentsTerms } from "@/lib/payments/schema";
import type { UserPublic } from "@/lib/users/schema";
import { LiveUpdates } from "./live-updates";

export function SessionProvider({
  user,
  payments = PAYMENTS_OFF,
  serverNow,
  children,
}: {
  user: UserPublic;
  /** Whether sessions are paid by card (lib/payments), rendered by the server like the user. */
  payments?: PaymentsTerms;
  /** The server's clock when it rendered the page: readings' countdowns and meter follow it. */
  serverNow?: string;
  children: ReactNode;
}) {
  if (serverNow) learnServerTime(serverNow);
  return (
    <SWRConfig
      value={{
        fetcher: fetchJson,
        fallback: { [CURRENT_USER_KEY]: user, [PAYMENTS_TERMS_KEY]: payments },
        revalidateOnFocus: true,
      }}
    >
      <LiveUpdates />
      {/* A Seer is rung on whatever page they are. */}
      {user.type === 1 ? <IncomingReading /> : null}
      {children}
    </SWRConfig>
  );
}

export function useCurrentUser(): UserPublic {
  const { data } = useSWR<UserPublic>(CURRENT_USER_KEY);
  // The fallback guarantees data; the cast documents that guarantee for the type checker.
  return data as UserPublic;
}
