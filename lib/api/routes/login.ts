/** Signing in with a form, testing a token, and password recovery: the template's `login` routes. */
import { declareRoute } from "@/lib/api/contract";
import {
  accessTokenFormSchema,
  newPasswordSchema,
  tokenSchema,
  userPublicSchema,
} from "@/lib/users/schema";
import { messageSchema } from "@/lib/validation/common";
import { emailParams } from "./params";

export const loginRoutes = {
  accessToken: declareRoute({
    method: "POST",
    path: "/login/access-token",
    name: "login_access_token",
    summary: "Log in with a form (OAuth2 password flow)",
    tag: "login",
    auth: "none",
    body: { form: accessTokenFormSchema },
    response: tokenSchema,
    errors: [400, 429],
  }),
  testToken: declareRoute({
    method: "POST",
    path: "/login/test-token",
    name: "test_token",
    summary: "Test an access token",
    tag: "login",
    auth: "user",
    response: userPublicSchema,
  }),
  recoverPassword: declareRoute({
    method: "POST",
    path: "/password-recovery/{email}",
    name: "recover_password",
    summary: "Send a password-recovery email",
    tag: "login",
    auth: "none",
    params: emailParams,
    response: messageSchema,
    errors: [404, 429],
  }),
  resetPassword: declareRoute({
    method: "POST",
    path: "/reset-password/",
    name: "reset_password",
    summary: "Reset a password with a recovery token",
    tag: "login",
    auth: "none",
    body: { json: newPasswordSchema },
    response: messageSchema,
    errors: [400, 404, 429],
  }),
  recoveryHtmlContent: declareRoute({
    method: "POST",
    path: "/password-recovery-html-content/{email}",
    name: "recover_password_html_content",
    summary: "Preview the recovery email",
    tag: "login",
    auth: "superuser",
    params: emailParams,
    response: "html",
    errors: [404],
  }),
};
