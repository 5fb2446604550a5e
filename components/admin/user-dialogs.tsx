"use client";
/** Add, edit and delete a user: the shared form and confirm dialogs with the admin screen's words. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Trash2, UserPlus } from "lucide-react";
import { useSWRConfig } from "swr";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { FormDialog } from "@/components/app/form-dialog";
import { useRefreshPages } from "@/components/app/pager";
import { RowActionButton } from "@/components/app/row-action-button";
import { ITEMS_KEY } from "@/components/items/item-form";
import { Button } from "@/components/ui/button";
import { sendJson } from "@/lib/client/request";
import { showDeleteError, showSuccess } from "@/lib/client/toasts";
import type { UserPublic } from "@/lib/users/schema";
import { UserFields } from "./user-fields";
import {
  addUserFormSchema,
  editUserFormSchema,
  toUserPayload,
  USERS_KEY,
  type UserFormValues,
} from "./user-form";

const addResolver = zodResolver(addUserFormSchema);
const editResolver = zodResolver(editUserFormSchema);

const NEW_USER: UserFormValues = {
  email: "",
  full_name: "",
  password: "",
  confirm_password: "",
  is_superuser: false,
  // New accounts can sign in unless the admin says otherwise (the API's default too).
  is_active: true,
};

type RowProps = { user: UserPublic; disabled?: boolean; describedBy?: string };

export function AddUser() {
  const refresh = useRefreshPages(USERS_KEY);
  return (
    <FormDialog<UserFormValues>
      title="Add User"
      description="Create an account; its owner signs in with this email and password."
      trigger={
        <Button>
          <UserPlus aria-hidden size={18} />
          Add User
        </Button>
      }
      resolver={addResolver}
      defaultValues={NEW_USER}
      send={(values) => sendJson("POST", USERS_KEY, toUserPayload(values))}
      success="User created successfully."
      refresh={refresh}
      fields={(form) => <UserFields form={form} />}
    />
  );
}

export function EditUser({ user, disabled, describedBy }: RowProps) {
  const refresh = useRefreshPages(USERS_KEY);
  return (
    <FormDialog<UserFormValues>
      title="Edit User"
      description={`Change ${user.email}'s details, role or status.`}
      trigger={
        <RowActionButton icon={Pencil} disabled={disabled} aria-describedby={describedBy}>
          Edit User
        </RowActionButton>
      }
      resolver={editResolver}
      defaultValues={{
        email: user.email,
        full_name: user.full_name ?? "",
        password: "",
        confirm_password: "",
        is_superuser: user.is_superuser,
        is_active: user.is_active,
      }}
      send={(values) => sendJson("PATCH", `${USERS_KEY}${user.id}`, toUserPayload(values))}
      success="User updated successfully."
      refresh={refresh}
      saveNeedsChange
      fields={(form) => <UserFields form={form} passwordOptional />}
    />
  );
}

export function DeleteUser({ user, disabled, describedBy }: RowProps) {
  const { mutate } = useSWRConfig();

  async function remove() {
    const result = await sendJson("DELETE", `${USERS_KEY}${user.id}`);
    if (!result.ok) {
      showDeleteError("user");
      return false;
    }
    showSuccess("The user was deleted successfully.", "Success");
    return true;
  }

  return (
    <ConfirmDialog
      title="Delete User"
      description={
        <>
          All items associated with this user,{" "}
          <strong className="font-semibold break-all text-ink">{user.email}</strong>, will also be{" "}
          <strong className="font-semibold text-ink">permanently deleted</strong>. Are you sure? You
          will not be able to undo this action.
        </>
      }
      trigger={
        <RowActionButton
          icon={Trash2}
          tone="danger"
          disabled={disabled}
          aria-describedby={describedBy}
        >
          Delete User
        </RowActionButton>
      }
      confirm={remove}
      // The user's items went with them: both lists are out of date.
      afterConfirm={() =>
        mutate(
          (key) =>
            typeof key === "string" &&
            (key.startsWith(`${USERS_KEY}?`) || key.startsWith(`${ITEMS_KEY}?`)),
        )
      }
    />
  );
}
