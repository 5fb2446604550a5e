"use client";
/** /admin: every account, five to a page; superusers add, edit and delete them in dialogs. */
import { Users } from "lucide-react";
import type { ReactNode } from "react";
import {
  DataCell,
  DataRow,
  DataTable,
  NotAvailable,
  TableEmpty,
  TableError,
  TableLoading,
} from "@/components/app/data-table";
import { Pager, usePagedList, usePageParam } from "@/components/app/pager";
import { useCurrentUser } from "@/components/app/session-provider";
import { cn } from "@/lib/cn";
import type { UserPublic } from "@/lib/users/schema";
import { AddUser, DeleteUser, EditUser } from "./user-dialogs";
import { USERS_KEY } from "./user-form";

const COLUMNS = [
  { label: "Full name" },
  { label: "Email" },
  { label: "Role" },
  { label: "Status" },
  { label: "Actions", className: "text-right" },
];

export function UsersScreen() {
  const me = useCurrentUser();
  const [page, goTo] = usePageParam();
  const { rows, error, stale, hasNext, retry } = usePagedList<UserPublic>(USERS_KEY, page);

  let content: ReactNode;
  if (error) {
    content = (
      <TableError title="We couldn't load the users." message={error.message} onRetry={retry} />
    );
  } else if (!rows) {
    content = <TableLoading label="Loading users…" />;
  } else if (rows.length === 0) {
    content = (
      <TableEmpty icon={<Users aria-hidden size={22} />} title="There are no users on this page.">
        {page > 1 ? (
          <button
            type="button"
            onClick={() => goTo(1)}
            className="min-h-11 rounded-lg px-4 text-sm font-semibold text-accent hover:bg-muted"
          >
            Go to page 1
          </button>
        ) : null}
      </TableEmpty>
    );
  } else {
    content = (
      <DataTable caption={`Users, page ${page}`} columns={COLUMNS} dimmed={stale}>
        {rows.map((user) => {
          const isMe = user.id === me.id;
          const nameId = `user-${user.id}-email`;
          const ownRow = isMe ? "You can't edit or delete your own account here." : undefined;
          return (
            <DataRow key={user.id}>
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
                {ownRow ? <span className="sr-only">{ownRow}</span> : null}
              </DataCell>
            </DataRow>
          );
        })}
      </DataTable>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1
            tabIndex={-1}
            className="font-serif text-3xl font-semibold text-ink focus:outline-none"
          >
            Users Management
          </h1>
          <p className="text-sm text-ink-muted">Add accounts, change roles, or switch them off.</p>
        </div>
        <AddUser />
      </div>
      {content}
      {!error && rows !== undefined ? (
        <Pager page={page} hasNext={hasNext} onChange={goTo} label="Users pages" />
      ) : null}
    </div>
  );
}
