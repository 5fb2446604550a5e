/** The session room's payloads: what a party reads on entering, and the signals they send. */
import { z } from "zod";

export const ROOM_SIGNAL_BYTES_MAX = 64 * 1024;
export const ROOM_SIGNALS_PER_SECOND = 50;

export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const roomSchema = z.object({
  booking_id: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  /** Perfect negotiation: the Seer's side is impolite (its offer wins a collision), the seeker's polite. */
  role: z.enum(["polite", "impolite"]),
  ice_servers: z.array(iceServerSchema),
  /** `relay` when every call must go through the TURN relay (TURN_RELAY_ONLY). */
  ice_transport_policy: z.enum(["all", "relay"]),
  peer_present: z.boolean(),
  peer_name: z.string(),
  /** The two people's conversation, shown beside the call (null before its first line). */
  conversation_id: z.string().nullable(),
});
export type RoomPublic = z.infer<typeof roomSchema>;

const descriptionSchema = z.object({ type: z.enum(["offer", "answer"]), sdp: z.string() });
/** An ICE candidate as RTCIceCandidate.toJSON() gives it; null ends the candidates. */
const candidateSchema = z
  .object({
    candidate: z.string(),
    sdpMid: z.string().nullable().optional(),
    sdpMLineIndex: z.int().nullable().optional(),
    usernameFragment: z.string().nullable().optional(),
  })
  .nullable();
/** What the other side shows about this one: microphone, camera and screen sharing. */
export const mediaStateSchema = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
});
export type MediaState = z.infer<typeof mediaStateSchema>;

export const roomSignalSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("offer"), data: descriptionSchema }),
  z.object({ type: z.literal("answer"), data: descriptionSchema }),
  z.object({ type: z.literal("candidate"), data: candidateSchema }),
  z.object({ type: z.literal("state"), data: mediaStateSchema }),
  z.object({ type: z.literal("bye"), data: z.null().optional() }),
]);
export type RoomSignal = z.infer<typeof roomSignalSchema>;

/**
 * What a party's room stream carries: the other's signals and presence (`from` is the other's
 * connection: a new one means a new peer connection), `replaced` when another tab of the same
 * person took over, `closed` when the session was called off.
 */
export type RoomEvent =
  | { type: "joined" | "left"; from: string }
  | { type: "offer" | "answer" | "candidate" | "state"; from: string; data: unknown }
  | { type: "replaced" }
  | { type: "closed" };

export const signalAcceptedSchema = z.object({ accepted: z.literal(true) });
