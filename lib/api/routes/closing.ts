/** When an account closes: what deleting it would cancel, read before (Settings' Danger zone). */
import { declareRoute } from "@/lib/api/contract";
import { accountDeletionSchema } from "@/lib/users/schema";

export const closingRoutes = {
  deletionPreview: declareRoute({
    method: "GET",
    path: "/users/me/deletion",
    name: "read_account_deletion",
    summary: "What deleting your account would cancel: its upcoming sessions",
    tag: "users",
    auth: "user",
    response: accountDeletionSchema,
  }),
};
