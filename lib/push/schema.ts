/** The push API's shapes (issue 39): one schema per payload, for the handler and the screen. */
import { z } from "zod";

export const pushConfigSchema = z.object({
  enabled: z.boolean(),
  /** The VAPID public key: base64url of the uncompressed P-256 point (65 bytes). */
  public_key: z.string(),
});

/** The browser's `PushSubscription.toJSON()` (its `expirationTime` is read and ignored). */
export const pushSubscribeSchema = z.object({
  endpoint: z.string().trim().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  user_agent: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ data: z.array(pushDeviceSchema), count: z.number() });

export const pushSubscribedSchema = z.object({ id: z.string() });
