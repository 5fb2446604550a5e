"use client";
/**
 * Before joining: one's own preview, the camera and microphone to use, joining with either off,
 * what to do when the browser refused them, and whether the other person is in yet.
 */
import { Mic, MicOff, Video, VideoOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import type { MediaState } from "@/lib/rooms/schema";
import { MediaVideo } from "./media-video";
import { ToggleButton } from "./toggle-button";
import type { useLocalMedia } from "./use-local-media";

type Props = {
  peerName: string;
  peerPresent: boolean;
  media: ReturnType<typeof useLocalMedia>;
  state: MediaState;
  onStateChange: (next: MediaState) => void;
  onJoin: () => void;
};

const devicesOf = (list: MediaDeviceInfo[], kind: string) =>
  list.map((d, i) => ({ value: d.deviceId, label: d.label || `${kind} ${i + 1}` }));

export function RoomLobby({ peerName, peerPresent, media, state, onStateChange, onJoin }: Props) {
  const hasCamera = Boolean(media.stream?.getVideoTracks().length);
  const hasMicrophone = Boolean(media.stream?.getAudioTracks().length);
  return (
    <section
      aria-labelledby="lobby-heading"
      className="flex flex-col gap-5 lg:flex-row lg:items-start"
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black lg:w-3/5">
        {hasCamera && state.video ? (
          <MediaVideo stream={media.stream} muted mirrored label="Your camera preview" />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-white">
            {hasCamera ? "Your camera is off" : "No camera: you will join with audio only"}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-4 lg:w-2/5">
        <h2 id="lobby-heading" className="font-serif text-2xl font-semibold text-ink">
          Ready to join?
        </h2>
        <p role="status" className="text-sm text-ink-muted">
          {peerPresent ? `${peerName} is in the room.` : `Waiting for ${peerName}.`}
        </p>
        {media.problem === "refused" ? (
          <div
            role="alert"
            className="rounded-xl border border-danger/40 bg-surface p-3 text-sm text-ink"
          >
            <p className="font-semibold">Your browser blocked the camera and microphone.</p>
            <p className="mt-1 text-ink-muted">
              Allow them for this site (the camera icon in the address bar, or the site settings),
              then try again. You can also join without them and use the messages.
            </p>
            <Button variant="secondary" className="mt-3" onClick={() => void media.retry()}>
              Try again
            </Button>
          </div>
        ) : null}
        {media.problem === "no-devices" ? (
          <p role="alert" className="text-sm text-ink">
            No camera or microphone was found: you can still join, hear and see {peerName}.
          </p>
        ) : null}
        {media.cameras.length > 0 ? (
          <SelectField
            label="Camera"
            value={media.cameraId}
            options={devicesOf(media.cameras, "Camera")}
            onChange={(e) => void media.chooseCamera(e.target.value)}
          />
        ) : null}
        {media.microphones.length > 0 ? (
          <SelectField
            label="Microphone"
            value={media.microphoneId}
            options={devicesOf(media.microphones, "Microphone")}
            onChange={(e) => void media.chooseMicrophone(e.target.value)}
          />
        ) : null}
        <div className="flex gap-2">
          <ToggleButton
            label="Mute"
            icon={state.audio ? Mic : MicOff}
            pressed={!state.audio}
            disabled={!hasMicrophone}
            onClick={() => onStateChange({ ...state, audio: !state.audio })}
          />
          <ToggleButton
            label="Camera"
            icon={state.video ? Video : VideoOff}
            pressed={state.video && hasCamera}
            disabled={!hasCamera}
            onClick={() => onStateChange({ ...state, video: !state.video })}
          />
        </div>
        <Button onClick={onJoin} disabled={!media.ready} className="w-full sm:w-auto sm:self-start">
          Join the session
        </Button>
      </div>
    </section>
  );
}
