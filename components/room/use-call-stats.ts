"use client";
/**
 * The connection's quality from getStats, once a second: round trip of the selected candidate
 * pair and the share of video packets lost, with the frames decoded and the pair's candidate type
 * (host, srflx, relay) that the call's region exposes as data attributes for tests.
 */
import { type RefObject, useEffect, useState } from "react";

export type CallStats = {
  quality: "good" | "fair" | "poor" | null;
  roundTripMs: number | null;
  lossPercent: number | null;
  framesDecoded: number;
  candidateType: string | null;
};

const NONE: CallStats = {
  quality: null,
  roundTripMs: null,
  lossPercent: null,
  framesDecoded: 0,
  candidateType: null,
};

function judge(rtt: number | null, loss: number | null): CallStats["quality"] {
  if (rtt === null) return null;
  if (rtt > 400 || (loss ?? 0) > 8) return "poor";
  if (rtt > 200 || (loss ?? 0) > 2) return "fair";
  return "good";
}

export function useCallStats(pc: RefObject<RTCPeerConnection | null>, on: boolean): CallStats {
  const [stats, setStats] = useState<CallStats>(NONE);
  useEffect(() => {
    if (!on) return;
    const timer = window.setInterval(async () => {
      const connection = pc.current;
      if (!connection) return setStats(NONE);
      const report = await connection.getStats().catch(() => null);
      if (!report) return;
      let rtt: number | null = null;
      let lost = 0;
      let received = 0;
      let frames = 0;
      let localCandidate: string | null = null;
      const byId = new Map<string, Record<string, unknown>>();
      report.forEach((entry: Record<string, unknown>) => {
        byId.set(entry.id as string, entry);
      });
      // The pair the transport uses; before it names one, a nominated pair that succeeded.
      const selectedId = [...byId.values()].find(
        (entry) => entry.type === "transport" && entry.selectedCandidatePairId,
      )?.selectedCandidatePairId;
      for (const entry of byId.values()) {
        const inUse = selectedId
          ? entry.id === selectedId
          : entry.type === "candidate-pair" && entry.state === "succeeded" && entry.nominated;
        if (inUse) {
          if (typeof entry.currentRoundTripTime === "number")
            rtt = entry.currentRoundTripTime * 1000;
          localCandidate = entry.localCandidateId as string;
        }
        if (entry.type === "inbound-rtp" && entry.kind === "video") {
          lost += Number(entry.packetsLost ?? 0);
          received += Number(entry.packetsReceived ?? 0);
          frames += Number(entry.framesDecoded ?? 0);
        }
      }
      const candidate = localCandidate ? byId.get(localCandidate) : undefined;
      const loss = received + lost > 0 ? (100 * lost) / (received + lost) : null;
      setStats({
        quality: judge(rtt, loss),
        roundTripMs: rtt === null ? null : Math.round(rtt),
        lossPercent: loss === null ? null : Math.round(loss * 10) / 10,
        framesDecoded: frames,
        candidateType: (candidate?.candidateType as string | undefined) ?? null,
      });
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [pc, on]);
  return stats;
}
