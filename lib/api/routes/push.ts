/** Web Push (issue 39): the key browsers subscribe with, and a person's devices. */
import { declareRoute } from "@/lib/api/contract";
import {
  pushConfigSchema,
  pushDevicesSchema,
  pushSubscribedSchema,
  pushSubscribeSchema,
} from "@/lib/push/schema";
import { messageSchema } from "@/lib/validation/common";
import { idParams } from "./params";

export const pushRoutes = {
  config: declareRoute({
    method: "GET",
    path: "/push/config",
    name: "read_push_config",
    summary:
      "Whether push notifications are on, and the VAPID public key (base64url, uncompressed P-256) a browser subscribes with",
    tag: "push",
    auth: "none",
    response: pushConfigSchema,
  }),
  list: declareRoute({
    method: "GET",
    path: "/users/me/push-subscriptions",
    name: "read_push_subscriptions",
    summary: "The devices that notify you: when each was added and its browser (never its keys)",
    tag: "push",
    auth: "user",
    response: pushDevicesSchema,
  }),
  subscribe: declareRoute({
    method: "POST",
    path: "/users/me/push-subscriptions",
    name: "create_push_subscription",
    summary:
      "Notify you on this device: the browser's `PushSubscription.toJSON()`. The same endpoint again updates it (and takes it from another account that had it); 422 for an endpoint that is not https or keys that are not a P-256 point and a 16-byte secret",
    tag: "push",
    auth: "user",
    body: { json: pushSubscribeSchema, maxBytes: 8 * 1024 },
    status: 201,
    response: pushSubscribedSchema,
    errors: [422],
  }),
  remove: declareRoute({
    method: "DELETE",
    path: "/users/me/push-subscriptions/{id}",
    name: "delete_push_subscription",
    summary: "Stop notifying you on a device",
    tag: "push",
    auth: "user",
    params: idParams,
    response: messageSchema,
    errors: [404],
  }),
};
