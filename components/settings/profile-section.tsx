"use client";
/**
 * My profile: the name, email and time zone, viewed or edited. A save updates every place that
 * shows them: the SWR cache (sidebar, user menu, admin table) and the server-rendered pages
 * (router.refresh).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useForm, useWatch } from "react-hook-form";
import { useSWRConfig } from "swr";
import { useCurrentUser } from "@/components/app/session-provider";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { CURRENT_USER_KEY } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { updateViewer } from "@/lib/client/viewer";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import type { UserPublic } from "@/lib/users/schema";
import { type ProfileFormOutput, type ProfileFormValues, profileFormSchema } from "./schemas";
import { SettingsCard } from "./settings-card";
import { TimeZoneField } from "./time-zone-field";

/** The form's values for a user; an account with no zone yet reads UTC, as its emails do. */
const formValues = (user: UserPublic): ProfileFormValues => ({
  full_name: user.full_name ?? "",
  email: user.email,
  timezone: user.timezone ?? FALLBACK_TIME_ZONE,
});

export function ProfileSection() {
  const user = useCurrentUser();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: formValues(user),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const email = useWatch({ control: form.control, name: "email" });

  // The mode changes synchronously so focus can move at once: into the form, or back to Edit.
  function startEditing() {
    form.reset(formValues(user));
    flushSync(() => setEditing(true));
    form.setFocus("full_name");
  }

  function stopEditing() {
    flushSync(() => setEditing(false));
    editButton.current?.focus();
  }

  function cancel() {
    form.reset(formValues(user));
    stopEditing();
  }

  async function save(values: ProfileFormOutput) {
    const result = await sendJson<UserPublic>("PATCH", CURRENT_USER_KEY, {
      full_name: values.full_name || null,
      email: values.email,
      timezone: values.timezone,
    });
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess("User updated successfully.");
    // The new user at once (so the view never shows the old one), then every cached list
    // (e.g. the admin table) fetched again, and the server-rendered pages (the greeting).
    await mutate(CURRENT_USER_KEY, result.data, { revalidate: false });
    await updateViewer(result.data);
    form.reset(formValues(result.data));
    stopEditing();
    void mutate(() => true);
    router.refresh();
  }

  return (
    <SettingsCard title="User Information">
      {editing ? (
        <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
          <TextField
            label="Full name"
            autoComplete="name"
            error={errors.full_name?.message}
            {...form.register("full_name")}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TimeZoneField
            current={user.timezone ?? FALLBACK_TIME_ZONE}
            error={errors.timezone?.message}
            {...form.register("timezone")}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              disabled={!isDirty || !email?.trim() || isSubmitting}
              aria-busy={isSubmitting}
            >
              Save
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <dt className="text-sm font-medium text-ink-muted">Full name</dt>
              <dd className={user.full_name ? "break-words text-ink" : "text-ink-muted italic"}>
                {user.full_name || "N/A"}
              </dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-sm font-medium text-ink-muted">Email</dt>
              <dd className="break-all text-ink">{user.email}</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-sm font-medium text-ink-muted">Time zone</dt>
              <dd className="break-words text-ink">{user.timezone ?? FALLBACK_TIME_ZONE}</dd>
            </div>
          </dl>
          <div>
            {/* A plain button: it needs a ref, so focus can come back to it after Save or Cancel. */}
            <button
              ref={editButton}
              type="button"
              onClick={startEditing}
              className={buttonClasses("primary")}
            >
              Edit
            </button>
          </div>
        </>
      )}
    </SettingsCard>
  );
}
