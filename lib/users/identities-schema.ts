/** Settings → Connected accounts: the payloads of one's sign-in methods (lib/api/routes/identities.ts). */
import { z } from "zod";
import { PROVIDERS } from "@/lib/auth/oauth/providers";
import { passwordField } from "@/lib/validation/passwords";

export const providerField = z.enum(PROVIDERS, { error: "Input should be 'google' or 'facebook'" });

export const identitySchema = z.object({
  provider: providerField,
  /** The provider's address when last seen, for the person to recognise the account. */
  email: z.string().nullable(),
  created_at: z.string(),
});

export const signInMethodsSchema = z.object({
  data: z.array(identitySchema),
  count: z.number(),
  /** False for an account made through a provider until a password is set. */
  has_password: z.boolean(),
  /** The providers this site offers (configured), connected or not. */
  available: z.array(providerField),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const setPasswordSchema = z.object({ new_password: passwordField });

export const providerParams = z.object({ provider: providerField });
