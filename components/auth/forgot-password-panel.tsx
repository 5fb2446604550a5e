"use client";
/** The forgot-password panel of /login: the email its text asks for, and Send Email. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { recoveryPanelSchema } from "@/lib/auth/schema";
import { sendJson } from "@/lib/client/request";
import { toast } from "@/lib/client/toasts";
import { AuthHeading } from "./auth-heading";
import { validateWhenFilled } from "./validate-when-filled";

export function ForgotPasswordPanel({ onCancel }: { onCancel: () => void }) {
  const [sending, setSending] = useState(false);
  const form = useForm<z.infer<typeof recoveryPanelSchema>>({
    resolver: zodResolver(recoveryPanelSchema),
    defaultValues: { email: "" },
  });
  const canSend = recoveryPanelSchema.safeParse(form.watch()).success;

  async function send({ email }: { email: string }) {
    setSending(true);
    const result = await sendJson("POST", `/api/v1/password-recovery/${encodeURIComponent(email)}`);
    setSending(false);
    if (result.ok) {
      toast.success("Email sent.", {
        description: "We sent an email with a link to get back into your account.",
      });
      onCancel();
    } else {
      toast.error("Error", { description: result.message });
    }
  }

  return (
    <>
      <AuthHeading title="Update your password">
        Enter your email address and select Send Email
      </AuthHeading>
      <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-4">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register("email", validateWhenFilled(form, "email"))}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSend || sending} aria-busy={sending}>
            {sending ? "Sending..." : "Send Email"}
          </Button>
        </div>
      </form>
    </>
  );
}
