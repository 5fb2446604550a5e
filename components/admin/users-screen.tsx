"use client";
/**
 * /admin: every account (or only Seers, or only Users), five to a page; superusers add, edit and
 * delete them in dialogs.
 */
import { Users } from "lucide-react";
import { Pager, usePagedList, usePageParam } from "@/components/app/pager";
import { ScreenHeading } from "@/components/app/screen-heading";
import { useCurrentUser } from "@/components/app/session-provider";
import { DataCell, DataRow, DataTable, NotAvailable } from "@/components/ui/data-table";
import { DataTableState, FirstPageButton, TableEmpty } from "@/components/ui/data-table-state";
import { cn } from "@/lib/cn";
import type { UserPublic } from "@/lib/users/schema";
import { AccountTypeSelect, useAccountTypeParam } from "./account-type-filter";
import { AddUser, DeleteUser, EditUser } from "./user-dialogs";
import { USERS_KEY } from "./user-form";

const COLUMNS = [
  { label: "Full name" },
  { label: "Email" },
  { label: "Role" },
  { label: "Type" },
  { label: "Status" },
  { label: "Actions", className: "text-right" },
];

export function UsersScreen() {
  const me = useCurrentUser();
  const [page, goTo] = usePageParam();
  const { filter, query } = useAccountTypeParam();
  const list = usePagedList<UserPublic>(query ? `${USERS_KEY}?${query}` : USERS_KEY, page);
  const { rows, error, stale, hasNext } = list;

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title="Users Management"
        description="Add accounts, change roles, or switch them off."
        action={<AddUser />}
      />
      <AccountTypeSelect filter={filter} />
      <DataTableState
        list={list}
        loading="Loading users…"
        failed="We couldn't load the users."
        empty={
          <TableEmpty
            icon={<Users aria-hidden size={22} />}
            title={
              filter === null
                ? "There are no users on this page."
                : `There are no ${filter === "seer" ? "Seers" : "Users"} on this page.`
            }
          >
            {page > 1 ? <FirstPageButton onClick={() => goTo(1)} /> : null}
          </TableEmpty>
        }
      >
        {(users) => (
          <DataTable
            caption={`${filter === "seer" ? "Seers" : "Users"}, page ${page}`}
            columns={COLUMNS}
            dimmed={stale}
          >
            {users.map((user) => (
              <UserRow key={user.id} user={user} isMe={user.id === me.id} />
            ))}
          </DataTable>
        )}
      </DataTableState>
      {!error && rows !== undefined ? (
        <Pager page={page} hasNext={hasNext} onChange={goTo} label="Users pages" />
      ) : null}
    </div>
  );
}

function UserRow({ user, isMe }: { user: UserPublic; isMe: boolean }) {
  const nameId = `user-${user.id}-email`;
  return (
    <DataRow>
      <DataCell label="Full name">
        <span className="inline-flex flex-wrap items-center gap-2">
          {user.full_name ? (
            <span className="font-medium break-words text-ink">{user.full_name}</span>
          ) : (
            <NotAvailable />
          )}
          {isMe ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              You
            </span>
          ) : null}
        </span>
      </DataCell>
      <DataCell label="Email">
        <span id={nameId} className="break-all text-ink-muted">
          {user.email}
        </span>
      </DataCell>
      <DataCell label="Role">{user.is_superuser ? "Superuser" : "User"}</DataCell>
      <DataCell label="Type">{user.type === 1 ? "Seer" : "User"}</DataCell>
      <DataCell label="Status">
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          <span
            aria-hidden
            className={cn(
              "size-2.5 shrink-0 rounded-full",
              user.is_active ? "bg-success" : "bg-ink-muted/50",
            )}
          />
          {user.is_active ? "Active" : "Inactive"}
        </span>
      </DataCell>
      <DataCell label="Actions" hideLabel className="@2xl:w-[1%]">
        <div className="flex flex-wrap gap-2 @2xl:flex-nowrap @2xl:justify-end">
          <EditUser user={user} disabled={isMe} describedBy={nameId} />
          <DeleteUser user={user} disabled={isMe} describedBy={nameId} />
        </div>
        {isMe ? (
          <span className="sr-only">You can&apos;t edit or delete your own account here.</span>
        ) : null}
      </DataCell>
    </DataRow>
  );
}
