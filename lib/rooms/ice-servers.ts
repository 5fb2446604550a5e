/**
 * The ICE servers a room hands its two people: STUN to find their public addresses, and the
 * operator's coturn with short-lived credentials by its REST scheme (`use-auth-secret`): the user
 * name is `<expiry unix seconds>:<user id>`, the password base64(HMAC-SHA1(secret, user name)), so
 * coturn checks them with the shared secret alone and they stop working when the room closes.
 */
import { createHmac } from "node:crypto";

export type IceServer = { urls: string[]; username?: string; credential?: string };

export type IceConfig = {
  TURN_URLS: string[];
  TURN_SECRET?: string | undefined;
  STUN_URLS: string[];
  TURN_RELAY_ONLY: boolean;
};

/** coturn's REST credential for `userId` until `expiresAt` (whole seconds, rounded down). */
export function turnCredential(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac("sha1", secret).update(username).digest("base64");
  return { username, credential };
}

export function iceServersFor(config: IceConfig, userId: string, expiresAt: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (config.STUN_URLS.length > 0 && !config.TURN_RELAY_ONLY) {
    servers.push({ urls: config.STUN_URLS });
  }
  if (config.TURN_URLS.length > 0 && config.TURN_SECRET) {
    servers.push({
      urls: config.TURN_URLS,
      ...turnCredential(config.TURN_SECRET, userId, expiresAt),
    });
  }
  return servers;
}
