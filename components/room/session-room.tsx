"use client";
/**
 * /bookings/<id>/room: enters the room (GET .../room says whether it is open and how to connect),
 * shows the lobby, then the call. A reload enters again; another tab of the same person takes
 * the call over and this one says so, with a way to take it back.
 */
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { MediaState, RoomPublic } from "@/lib/rooms/schema";
import { RoomCall } from "./room-call";
import { RoomLobby } from "./room-lobby";
import { useCallStats } from "./use-call-stats";
import { useLocalMedia } from "./use-local-media";
import { usePeerCall } from "./use-peer-call";

type Props = {
  bookingId: string;
  /** The session's end, for the time left; null for a reading, whose meter shows its own. */
  endsAt: string | null;
  peerName: string;
  conversation: React.ReactNode;
};

type Entry = { room: RoomPublic } | { refused: string } | null;

export function SessionRoom({ bookingId, endsAt, peerName, conversation }: Props) {
  const [entry, setEntry] = useState<Entry>(null);
  const enter = useCallback(async () => {
    const res = await fetch(`/api/v1/bookings/${bookingId}/room`);
    const body = (await res.json()) as RoomPublic & { detail?: string };
    setEntry(res.ok ? { room: body } : { refused: body.detail ?? "The room is not open." });
  }, [bookingId]);
  useEffect(() => {
    void enter();
  }, [enter]);

  if (entry === null) return <p role="status">Opening the room…</p>;
  if ("refused" in entry) return <Notice text={entry.refused} />;
  return (
    <InRoom room={entry.room} endsAt={endsAt} peerName={peerName} conversation={conversation} />
  );
}

function Notice({ text, action }: { text: string; action?: React.ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <p className="text-base text-ink">{text}</p>
      {action}
    </div>
  );
}

function InRoom({
  room,
  endsAt,
  peerName,
  conversation,
}: { room: RoomPublic } & Omit<Props, "bookingId">) {
  const media = useLocalMedia();
  const [state, setState] = useState<MediaState>({ audio: true, video: true, screen: false });
  const [joined, setJoined] = useState(false);
  const [generation, setGeneration] = useState(0);
  const call = usePeerCall({ room, local: media.stream, media: state, active: joined, generation });
  const stats = useCallStats(call.pc, joined);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  // Muting and the camera switch the tracks off (the other side sees silence and a still frame)
  // and tell the other side, which shows it.
  useEffect(() => {
    for (const track of media.stream?.getAudioTracks() ?? []) track.enabled = state.audio;
    for (const track of media.stream?.getVideoTracks() ?? []) track.enabled = state.video;
  }, [media.stream, state.audio, state.video]);

  const toggleScreen = async () => {
    if (state.screen) {
      await call.sendVideo(null);
      setState((s) => ({ ...s, screen: false }));
      return;
    }
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true });
      const track = display.getVideoTracks()[0];
      if (!track) return;
      track.onended = () => {
        void call.sendVideo(null);
        setState((s) => ({ ...s, screen: false }));
      };
      await call.sendVideo(track);
      setState((s) => ({ ...s, screen: true }));
    } catch {
      // The person chose not to share.
    }
  };

  if (call.phase === "replaced") {
    return (
      <Notice
        text="You joined this session from another tab or window: the call goes on there."
        action={<Button onClick={() => setGeneration((g) => g + 1)}>Use this tab instead</Button>}
      />
    );
  }
  if (call.phase === "closed") {
    return (
      <Notice
        text={call.closedDetail ?? "The room has closed: this session is over or was called off"}
      />
    );
  }
  if (call.phase === "left") {
    return (
      <Notice
        text="You left the call."
        action={<Button onClick={() => setGeneration((g) => g + 1)}>Rejoin</Button>}
      />
    );
  }
  if (!joined) {
    return (
      <RoomLobby
        peerName={peerName}
        peerPresent={room.peer_present}
        media={media}
        state={state}
        onStateChange={setState}
        onJoin={() => setJoined(true)}
      />
    );
  }
  return (
    <RoomCall
      peerName={peerName}
      phase={call.phase}
      local={media.stream}
      remote={call.remote}
      state={state}
      remoteState={call.remoteMedia}
      stats={stats}
      minutesLeft={
        endsAt === null ? null : Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 60_000))
      }
      hasCamera={Boolean(media.stream?.getVideoTracks().length)}
      hasMicrophone={Boolean(media.stream?.getAudioTracks().length)}
      onToggleAudio={() => setState((s) => ({ ...s, audio: !s.audio }))}
      onToggleVideo={() => setState((s) => ({ ...s, video: !s.video }))}
      onToggleScreen={() => void toggleScreen()}
      onLeave={call.leave}
      conversation={conversation}
    />
  );
}
