/** What a party reads on entering a room (GET /bookings/{id}/room). */
import "server-only";
import { getConfig } from "@/lib/config";
import { conversationIdOf } from "@/lib/conversations/queries";
import type { Room } from "./access";
import { iceServersFor } from "./ice-servers";
import { presentConnection } from "./presence";
import type { RoomPublic } from "./schema";

async function conversationOf(room: Room): Promise<string | null> {
  const { seeker_id, seer_id } = room.booking;
  if (!seeker_id || !seer_id) return null;
  return conversationIdOf({ seekerId: seeker_id, seerId: seer_id });
}

export async function enterRoom(room: Room, userId: string): Promise<RoomPublic> {
  const config = getConfig();
  const [peer, conversationId] = await Promise.all([
    room.peerId ? presentConnection(room.booking.id, room.peerId) : null,
    conversationOf(room),
  ]);
  return {
    booking_id: room.booking.id,
    opens_at: room.opensAt.toISOString(),
    closes_at: room.closesAt.toISOString(),
    role: room.party === "seer" ? "impolite" : "polite",
    // Valid until the room closes, and no longer.
    ice_servers: iceServersFor(config, userId, room.closesAt),
    ice_transport_policy: config.TURN_RELAY_ONLY ? "relay" : "all",
    peer_present: peer !== null,
    peer_name: room.peerName,
    conversation_id: conversationId,
  };
}
