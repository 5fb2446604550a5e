"use client";
/**
 * Connecting a calendar: a CalDAV account (server address, user name, app password) or an iCal
 * address (read only). The server reads it once before it answers; a 422 says why it could not.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { TextField } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { sendJson } from "@/lib/client/request";
import { showSuccess } from "@/lib/client/toasts";

const formSchema = z
  .object({
    kind: z.enum(["caldav", "ics"]),
    url: z.string().trim().min(1, "Enter the address").max(2048),
    username: z.string().trim().max(255),
    password: z.string().max(1024),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== "caldav") return;
    if (!value.username)
      ctx.addIssue({ code: "custom", path: ["username"], message: "Enter your user name" });
    if (!value.password)
      ctx.addIssue({ code: "custom", path: ["password"], message: "Enter the app password" });
  });
type FormValues = z.infer<typeof formSchema>;

const EMPTY: FormValues = { kind: "caldav", url: "", username: "", password: "" };

const KINDS = [
  { value: "caldav", label: "CalDAV account (read and write)" },
  { value: "ics", label: "iCal address (read only)" },
] as const;

type Props = { endpoint: string; onConnected: () => Promise<unknown> };

export function CalendarConnectForm({ endpoint, onConnected }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const kind = form.watch("kind");
  const { errors, isSubmitting } = form.formState;

  async function connect(values: FormValues) {
    setFailure(null);
    const body =
      values.kind === "caldav"
        ? { kind: "caldav", url: values.url, username: values.username, password: values.password }
        : { kind: "ics", url: values.url };
    const result = await sendJson("POST", endpoint, body, "Could not connect the calendar.");
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    form.reset({ ...EMPTY, kind: values.kind });
    await onConnected();
    showSuccess("The calendar is connected.");
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(connect)} className="flex flex-col gap-4">
      {failure ? <FormAlert message={failure} /> : null}
      <ChoiceGroup
        type="radio"
        legend="What to connect"
        options={KINDS}
        value={kind}
        onChange={(value) => form.setValue("kind", value)}
      />
      <TextField
        label={kind === "caldav" ? "Server address" : "Secret address in iCal format"}
        placeholder={kind === "caldav" ? "caldav.icloud.com" : "https://…/basic.ics"}
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message}
        hint={
          kind === "caldav"
            ? "iCloud: caldav.icloud.com · Fastmail: caldav.fastmail.com · Nextcloud: your server's address"
            : "Google Calendar: the calendar's settings → Secret address in iCal format. Outlook: Settings → Shared calendars → Publish. Its events make you busy; nothing is written into it."
        }
        {...form.register("url")}
      />
      {kind === "caldav" ? (
        <>
          <TextField
            label="User name"
            autoComplete="off"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register("username")}
          />
          <TextField
            label="App password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            hint="Use an app password, not your account's: iCloud: appleid.apple.com → Sign-In and Security → App-Specific Passwords. Fastmail: Settings → Privacy & Security → App passwords. Google offers no CalDAV app passwords: connect its iCal address instead."
            {...form.register("password")}
          />
        </>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? "Connecting…" : "Connect"}
        </Button>
      </div>
    </form>
  );
}
