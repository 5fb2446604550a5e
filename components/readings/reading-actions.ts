"use client";
/** A reading's moves (POST /bookings/{id}/accept|decline|cancel|end), refreshing every booking on screen. */
import { useSWRConfig } from "swr";
import { sendJson } from "@/lib/client/request";

export type ReadingMove = "accept" | "decline" | "cancel" | "end";

export function useReadingMove() {
  const { mutate } = useSWRConfig();
  return async (bookingId: string, move: ReadingMove) => {
    const body = move === "decline" || move === "cancel" ? { reason: null } : undefined;
    const result = await sendJson("POST", `/api/v1/bookings/${bookingId}/${move}`, body);
    await mutate((key) => typeof key === "string" && key.startsWith("/api/v1/bookings"));
    return result;
  };
}
