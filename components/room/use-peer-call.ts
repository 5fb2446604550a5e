"use client";
/**
 * The call itself: the room's stream of signals (EventSource), one RTCPeerConnection per meeting
 * with the other person's current connection, and perfect negotiation (the Seer's side impolite,
 * the seeker's polite; a fresh connection is offered by the impolite side only), so both joining
 * at once still connects. A "joined" (the other arriving,
 * or being there when this side's stream opens or reopens) starts a fresh peer connection on both
 * sides; a failed connection restarts ICE; signals are handled one at a time, in order.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { MediaState, RoomPublic } from "@/lib/rooms/schema";

export type CallPhase =
  | "waiting"
  | "connecting"
  | "connected"
  | "reconnecting"
  | "replaced"
  | "closed"
  | "left";

type Incoming = { type: string; from?: string; data?: unknown };

/** Perfect negotiation's state, on each connection. */
type Negotiation = {
  ignoreOffer: boolean;
  polite: boolean;
  makingOffer: () => boolean;
  /** The other side's candidates that arrived before any description of theirs. */
  early: RTCIceCandidateInit[];
};

/** How long a "disconnected" connection waits before restarting ICE itself. */
const DISCONNECTED_RESTART_MS = 3_000;
/**
 * How long a new connection may take before the impolite side offers again (with an ICE
 * restart): a signal lost on the way (a POST that failed, a description the other side could not
 * apply) would otherwise leave both sides "connecting" for good.
 */
const CONNECT_RETRY_MS = 8_000;

/** Answers worth trying again: this side's stream not open (yet, or again), or too many at once. */
const RETRIED = new Set([409, 429]);
const SEND_ATTEMPTS = 3;
const SEND_RETRY_MS = 250;

/**
 * Posts one signal, trying again a few times when the server could not pass it on yet: a dropped
 * ICE candidate leaves the other side without this side's only (relay) address, and so both
 * "connecting" for good.
 */
async function post(bookingId: string, type: string, data: unknown) {
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt++) {
    const status = await fetch(`/api/v1/bookings/${bookingId}/room/signal`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data === undefined ? { type } : { type, data }),
    }).then(
      (res) => res.status,
      () => 0,
    );
    if ((status !== 0 && !RETRIED.has(status)) || attempt === SEND_ATTEMPTS) return;
    await new Promise((resolve) => window.setTimeout(resolve, SEND_RETRY_MS * attempt));
  }
}

export function usePeerCall(args: {
  room: RoomPublic;
  local: MediaStream | null;
  media: MediaState;
  active: boolean;
  /** Bumped to enter again (after leaving, or to take the call back from another tab). */
  generation: number;
}) {
  const { room, local, media, active, generation } = args;
  const [phase, setPhase] = useState<CallPhase>(room.peer_present ? "connecting" : "waiting");
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [remoteMedia, setRemoteMedia] = useState<MediaState>({
    audio: true,
    video: true,
    screen: false,
  });
  const [closedDetail, setClosedDetail] = useState<string | null>(null);
  const pc = useRef<RTCPeerConnection | null>(null);
  const localRef = useRef(local);
  localRef.current = local;
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const screenTrack = useRef<MediaStreamTrack | null>(null);
  const [left, setLeft] = useState(false);
  // Entering again clears a Leave.
  useEffect(() => {
    if (generation > 0) setLeft(false);
  }, [generation]);

  // Signals leave one at a time, in order: separate requests at once may arrive out of order, and
  // a candidate that overtakes its description cannot be added on the other side.
  const outgoing = useRef<Promise<void>>(Promise.resolve());
  const send = useCallback(
    (type: string, data?: unknown) => {
      outgoing.current = outgoing.current.then(() => post(room.booking_id, type, data));
      return outgoing.current;
    },
    [room.booking_id],
  );

  const closePeer = useCallback(() => {
    pc.current?.close();
    pc.current = null;
    setRemote(null);
  }, []);

  /** A fresh connection to the other person, with this side's tracks on it. */
  const newPeer = useCallback(() => {
    closePeer();
    const polite = room.role === "polite";
    const connection = new RTCPeerConnection({
      iceServers: room.ice_servers,
      iceTransportPolicy: room.ice_transport_policy,
    });
    pc.current = connection;
    const stream = new MediaStream();
    let makingOffer = false;
    let restartTimer: number | undefined;
    const state: Negotiation = {
      ignoreOffer: false,
      polite,
      makingOffer: () => makingOffer,
      early: [],
    };
    (connection as RTCPeerConnection & { negotiation?: typeof state }).negotiation = state;

    for (const track of localRef.current?.getTracks() ?? []) {
      const sent = track.kind === "video" && screenTrack.current ? screenTrack.current : track;
      connection.addTrack(sent, localRef.current as MediaStream);
    }
    connection.ontrack = ({ track }) => {
      stream.addTrack(track);
      setRemote(new MediaStream(stream.getTracks()));
    };
    connection.onicecandidate = ({ candidate }) => {
      void send("candidate", candidate ? candidate.toJSON() : null);
    };
    const offer = async () => {
      try {
        makingOffer = true;
        await connection.setLocalDescription();
        if (connection.localDescription) {
          void send("offer", { type: "offer", sdp: connection.localDescription.sdp });
        }
      } catch {
        // A newer negotiation took over; it sends its own offer.
      } finally {
        makingOffer = false;
      }
    };
    // A fresh connection is first offered by the impolite side alone. Were the polite side to offer
    // too, its offer would be rolled back for the other's moments after it began gathering, and
    // Chromium then never gathers on that connection again (not for the answer, nor for later
    // ICE restarts): with relay only it never asks coturn for a relay, has no candidate to send,
    // and both stay "connecting". It offers itself once negotiated, or when no offer came.
    let mayOffer = !polite;
    connection.onnegotiationneeded = () => {
      if (mayOffer || connection.remoteDescription) void offer();
    };
    if (polite) {
      window.setTimeout(() => {
        if (pc.current !== connection || connection.remoteDescription) return;
        mayOffer = true;
        void offer();
      }, CONNECT_RETRY_MS);
    }
    connection.onconnectionstatechange = () => {
      if (pc.current !== connection) return;
      const now = connection.connectionState;
      window.clearTimeout(restartTimer);
      if (now === "connected") setPhase("connected");
      else if (now === "failed") {
        setPhase("reconnecting");
        connection.restartIce();
      } else if (now === "disconnected") {
        setPhase("reconnecting");
        restartTimer = window.setTimeout(() => {
          if (pc.current === connection && connection.connectionState !== "connected") {
            connection.restartIce();
          }
        }, DISCONNECTED_RESTART_MS);
      }
    };
    setPhase("connecting");
    // The other side learns at once whether this one's microphone and camera are on.
    void send("state", mediaRef.current);
    if (!polite) {
      const retry = window.setInterval(async () => {
        const done = ["connected", "closed"].includes(connection.connectionState);
        if (pc.current !== connection || done) return window.clearInterval(retry);
        try {
          // An offer never answered is taken back first: the restart sends a fresh one.
          if (connection.signalingState === "have-local-offer") {
            await connection.setLocalDescription({ type: "rollback" });
          }
          connection.restartIce();
        } catch {
          // Closed meanwhile.
        }
      }, CONNECT_RETRY_MS);
    }
    return connection;
  }, [closePeer, room.ice_servers, room.ice_transport_policy, room.role, send]);

  /** One signal of the other person's, in the perfect negotiation pattern. */
  const handle = useCallback(
    async (message: Incoming) => {
      switch (message.type) {
        case "joined":
          newPeer();
          return;
        case "left":
          closePeer();
          setPhase("waiting");
          return;
        case "state":
          setRemoteMedia(message.data as MediaState);
          return;
        case "replaced":
          closePeer();
          setPhase("replaced");
          return;
        case "closed":
          closePeer();
          setPhase("closed");
          return;
      }
      const connection = pc.current ?? newPeer();
      const negotiation = (connection as RTCPeerConnection & { negotiation: Negotiation })
        .negotiation;
      if (message.type === "offer" || message.type === "answer") {
        const description = message.data as RTCSessionDescriptionInit;
        const collision =
          description.type === "offer" &&
          (negotiation.makingOffer() || connection.signalingState !== "stable");
        negotiation.ignoreOffer = !negotiation.polite && collision;
        if (negotiation.ignoreOffer) return;
        try {
          await connection.setRemoteDescription(description);
          // Candidates that came before their description belong to it: added now.
          for (const candidate of negotiation.early.splice(0)) {
            await connection.addIceCandidate(candidate).catch(() => undefined);
          }
          if (description.type === "offer") {
            await connection.setLocalDescription();
            if (connection.localDescription) {
              void send("answer", { type: "answer", sdp: connection.localDescription.sdp });
            }
          }
        } catch {
          // A description for a connection that has since been replaced.
        }
        return;
      }
      if (message.type === "candidate") {
        if (negotiation.ignoreOffer) return;
        if (!connection.remoteDescription) {
          // Its description is still on the way (or being applied): kept until it is.
          const early = message.data as RTCIceCandidateInit | null;
          if (early) negotiation.early.push(early);
          return;
        }
        try {
          await connection.addIceCandidate(
            (message.data as RTCIceCandidateInit | null) ?? undefined,
          );
        } catch {
          // Ignored offers' candidates, and those of a connection replaced meanwhile.
        }
      }
    },
    [closePeer, newPeer, send],
  );

  // The room's stream, while in the call: signals handled in order, one at a time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each generation enters anew
  useEffect(() => {
    if (!active || left) return;
    setPhase("waiting");
    let queue = Promise.resolve();
    let finished = false;
    const source = new EventSource(`/api/v1/bookings/${room.booking_id}/room/events`);
    source.onmessage = (event) => {
      const message = JSON.parse(event.data) as Incoming;
      if (message.type === "replaced" || message.type === "closed") {
        finished = true;
        source.close();
      }
      queue = queue.then(() => handle(message));
    };
    source.onerror = () => {
      if (finished) return;
      if (pc.current?.connectionState !== "connected")
        setPhase((p) => (p === "waiting" ? p : "reconnecting"));
      // Closed for good (a refused reconnection): the room itself says why.
      if (source.readyState === EventSource.CLOSED) {
        void fetch(`/api/v1/bookings/${room.booking_id}/room`).then(async (res) => {
          if (res.status === 409) {
            finished = true;
            setClosedDetail(((await res.json()) as { detail: string }).detail);
            closePeer();
            setPhase("closed");
          }
        });
      }
    };
    return () => {
      finished = true;
      source.close();
      closePeer();
    };
  }, [active, left, generation, room.booking_id, handle, closePeer]);

  // This side's microphone, camera and screen as the other sees them.
  useEffect(() => {
    if (active) void send("state", media);
  }, [active, media, send]);

  /** Puts `track` (a shared screen, or the camera back) on the video being sent. */
  const sendVideo = useCallback(async (track: MediaStreamTrack | null) => {
    screenTrack.current = track;
    const camera = localRef.current?.getVideoTracks()[0] ?? null;
    const next = track ?? camera;
    const connection = pc.current;
    if (!connection || !next) return;
    const sender = connection.getSenders().find((s) => s.track?.kind === "video");
    if (sender) await sender.replaceTrack(next);
    else connection.addTrack(next, localRef.current ?? new MediaStream([next]));
  }, []);

  const leave = useCallback(() => {
    void send("bye");
    closePeer();
    setLeft(true);
    setPhase("left");
  }, [closePeer, send]);

  return { phase, remote, remoteMedia, closedDetail, pc, sendVideo, leave };
}
