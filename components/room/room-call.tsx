"use client";
/**
 * In the call: the other person large, oneself small, the controls within a thumb's reach, the
 * other's microphone and camera state, the connection's quality and the time left; the
 * conversation beside the call on wide screens, in a sheet on phones.
 */
import { MessageSquare, Mic, MicOff, MonitorUp, PhoneOff, Video, VideoOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Sheet } from "@/components/ui/sheet";
import type { MediaState } from "@/lib/rooms/schema";
import { MediaVideo } from "./media-video";
import { ToggleButton } from "./toggle-button";
import type { CallStats } from "./use-call-stats";
import type { CallPhase } from "./use-peer-call";

type Props = {
  peerName: string;
  phase: CallPhase;
  local: MediaStream | null;
  remote: MediaStream | null;
  state: MediaState;
  remoteState: MediaState;
  stats: CallStats;
  /** Null for a reading: its meter shows the time instead. */
  minutesLeft: number | null;
  hasCamera: boolean;
  hasMicrophone: boolean;
  onToggleAudio: () => void;
  onToggleVideo: () => void;
  onToggleScreen: () => void;
  onLeave: () => void;
  conversation: ReactNode;
};

const PHASE_TEXT: Partial<Record<CallPhase, (name: string) => string>> = {
  waiting: (name) => `Waiting for ${name}…`,
  connecting: (name) => `Connecting to ${name}…`,
  reconnecting: () => "Reconnecting…",
};

export function RoomCall(props: Props) {
  const { peerName, phase, stats, state, remoteState } = props;
  const [messagesOpen, setMessagesOpen] = useState(false);
  const overlay = PHASE_TEXT[phase]?.(peerName);
  const remoteNotes = [
    !remoteState.audio ? `${peerName} is muted` : null,
    !remoteState.video && !remoteState.screen ? `${peerName}'s camera is off` : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <section
        aria-label={`Call with ${peerName}`}
        data-phase={phase}
        data-frames-decoded={stats.framesDecoded}
        data-candidate-type={stats.candidateType ?? ""}
        className="flex min-w-0 flex-1 flex-col gap-3"
      >
        {/* On a phone the call fits one screen: the controls stay below the picture. */}
        <div className="relative aspect-[3/4] max-h-[52svh] w-full overflow-hidden rounded-2xl bg-black sm:aspect-video sm:max-h-none">
          <MediaVideo stream={props.remote} label={`${peerName}'s video`} fit="contain" />
          {overlay ? (
            <p className="absolute inset-0 flex items-center justify-center bg-black/60 p-4 text-center text-base font-semibold text-white">
              {overlay}
            </p>
          ) : null}
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {phase === "connected"
              ? remoteNotes.map((note) => (
                  <span
                    key={note}
                    className="rounded-md bg-black/70 px-2 py-1 text-xs font-semibold text-white"
                  >
                    {note}
                  </span>
                ))
              : null}
          </div>
          <div className="absolute right-2 bottom-2 aspect-[3/4] w-24 overflow-hidden rounded-xl border-2 border-white/80 bg-neutral-800 sm:aspect-video sm:w-40">
            {props.hasCamera && (state.video || state.screen) ? (
              <MediaVideo stream={props.local} muted mirrored={!state.screen} label="Your video" />
            ) : (
              <p className="flex h-full items-center justify-center p-1 text-center text-xs text-white">
                Your camera is off
              </p>
            )}
          </div>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-live="polite">
          <span>
            Connection:{" "}
            {stats.quality
              ? `${stats.quality}${stats.roundTripMs === null ? "" : ` (${stats.roundTripMs} ms)`}`
              : "—"}
          </span>
          {props.minutesLeft === null ? null : (
            <span>{props.minutesLeft > 0 ? `${props.minutesLeft} min left` : "Time is up"}</span>
          )}
        </p>
        <div className="sticky bottom-2 flex flex-wrap justify-center gap-2 rounded-2xl bg-canvas/90 p-2 backdrop-blur">
          <ToggleButton
            label="Mute"
            icon={state.audio ? Mic : MicOff}
            pressed={!state.audio}
            disabled={!props.hasMicrophone}
            onClick={props.onToggleAudio}
          />
          <ToggleButton
            label="Camera"
            icon={state.video ? Video : VideoOff}
            pressed={state.video && props.hasCamera}
            disabled={!props.hasCamera}
            onClick={props.onToggleVideo}
          />
          <ToggleButton
            label="Share screen"
            icon={MonitorUp}
            pressed={state.screen}
            onClick={props.onToggleScreen}
          />
          <span className="lg:hidden">
            <ToggleButton
              label="Messages"
              icon={MessageSquare}
              onClick={() => setMessagesOpen(true)}
            />
          </span>
          <ToggleButton label="Leave" icon={PhoneOff} tone="danger" onClick={props.onLeave} />
        </div>
      </section>
      <aside aria-label={`Messages with ${peerName}`} className="hidden w-96 shrink-0 lg:block">
        {props.conversation}
      </aside>
      <div className="lg:hidden">
        <Sheet
          open={messagesOpen}
          onOpenChange={setMessagesOpen}
          title={`Messages with ${peerName}`}
          description="Your conversation, live beside the call"
          side="right"
          triggerRef={{ current: null }}
        >
          {props.conversation}
        </Sheet>
      </div>
    </div>
  );
}
