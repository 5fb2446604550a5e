"use client";
/** "Edit User": the same fields as adding, the password optional; Save waits for a change. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useRefreshPages } from "@/components/app/pager";
import { DialogActions } from "@/components/items/dialog-actions";
import { RowActionButton } from "@/components/items/row-action-button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import type { UserPublic } from "@/lib/validation/users";
import { UserFields } from "./user-fields";
import { editUserFormSchema, toUserPayload, USERS_KEY, type UserFormValues } from "./user-form";

type EditUserProps = { user: UserPublic; disabled?: boolean; describedBy?: string };

export function EditUser({ user, disabled, describedBy }: EditUserProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit User"
      description={`Change ${user.email}'s details, role or status.`}
      trigger={
        <RowActionButton icon={Pencil} disabled={disabled} aria-describedby={describedBy}>
          Edit User
        </RowActionButton>
      }
    >
      <EditUserForm user={user} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: UserPublic; onDone: () => void }) {
  const refresh = useRefreshPages(USERS_KEY);
  const form = useForm<UserFormValues>({
    resolver: zodResolver(editUserFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: {
      email: user.email,
      full_name: user.full_name ?? "",
      password: "",
      confirm_password: "",
      is_superuser: user.is_superuser,
      is_active: user.is_active,
    },
  });
  const { isDirty, isSubmitting } = form.formState;

  async function save(values: UserFormValues) {
    const result = await sendJson("PATCH", `${USERS_KEY}${user.id}`, toUserPayload(values));
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess("User updated successfully.");
    onDone();
    await refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <UserFields form={form} passwordOptional />
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save"}
        </Button>
      </DialogActions>
    </form>
  );
}
