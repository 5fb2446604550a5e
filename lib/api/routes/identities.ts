/** One's ways to sign in (password, Google, Facebook) and the proof of one's email. Additions to the template. */
import { declareRoute } from "@/lib/api/contract";
import {
  providerParams,
  setPasswordSchema,
  signInMethodsSchema,
} from "@/lib/users/identities-schema";
import { messageSchema } from "@/lib/validation/common";

export const identityRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/users/me/identities",
    name: "read_sign_in_methods",
    summary:
      "Your connected accounts (Google, Facebook), whether you have a password, and what this site offers",
    tag: "users",
    auth: "user",
    response: signInMethodsSchema,
  }),
  disconnect: declareRoute({
    method: "DELETE",
    path: "/users/me/identities/{provider}",
    name: "disconnect_identity",
    summary: "Disconnect Google or Facebook (never your last way to sign in)",
    tag: "users",
    auth: "user",
    params: providerParams,
    response: messageSchema,
    errors: [400, 404],
  }),
  setPassword: declareRoute({
    method: "POST",
    path: "/users/me/password",
    name: "set_password_me",
    summary: "Set a password on an account made through Google or Facebook (it has none yet)",
    tag: "users",
    auth: "user",
    body: { json: setPasswordSchema },
    response: messageSchema,
    errors: [400],
  }),
  sendVerification: declareRoute({
    method: "POST",
    path: "/users/me/verification-email",
    name: "send_verification_email",
    summary: "Send the link that verifies your email again",
    tag: "users",
    auth: "user",
    response: messageSchema,
    errors: [429],
  }),
};
