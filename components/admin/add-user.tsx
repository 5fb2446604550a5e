"use client";
/** "Add User": email, name, password twice, role and status; the form resets once created. */
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useRefreshPages } from "@/components/app/pager";
import { DialogActions } from "@/components/items/dialog-actions";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { sendJson } from "@/lib/client/request";
import { showError, showSuccess } from "@/lib/client/toasts";
import { UserFields } from "./user-fields";
import { addUserFormSchema, toUserPayload, USERS_KEY, type UserFormValues } from "./user-form";

const EMPTY: UserFormValues = {
  email: "",
  full_name: "",
  password: "",
  confirm_password: "",
  is_superuser: false,
  // New accounts can sign in unless the admin says otherwise (the API's default too).
  is_active: true,
};

export function AddUser() {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshPages(USERS_KEY);
  const form = useForm<UserFormValues>({
    resolver: zodResolver(addUserFormSchema),
    mode: "onBlur",
    criteriaMode: "all",
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;

  async function create(values: UserFormValues) {
    const result = await sendJson("POST", USERS_KEY, toUserPayload(values));
    if (!result.ok) {
      showError(result.message);
      return;
    }
    showSuccess("User created successfully.");
    form.reset(EMPTY);
    setOpen(false);
    await refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
      title="Add User"
      description="Create an account; its owner signs in with this email and password."
      trigger={
        <Button>
          <UserPlus aria-hidden size={18} />
          Add User
        </Button>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(create)} className="flex flex-col gap-4">
        <UserFields form={form} />
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
