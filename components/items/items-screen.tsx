"use client";
/** /items: the signed-in user's items, five to a page, added, edited and deleted in dialogs. */
import { Briefcase } from "lucide-react";
import { Pager, usePagedList, usePageParam } from "@/components/app/pager";
import { ScreenHeading } from "@/components/app/screen-heading";
import { DataCell, DataRow, DataTable, NotAvailable } from "@/components/ui/data-table";
import { DataTableState, FirstPageButton, TableEmpty } from "@/components/ui/data-table-state";
import type { ItemPublic } from "@/lib/items/schema";
import { AddItem, DeleteItem, EditItem } from "./item-dialogs";
import { ITEMS_KEY } from "./item-form";

const COLUMNS = [
  { label: "ID" },
  { label: "Title" },
  { label: "Description" },
  { label: "Actions", className: "text-right" },
];

export function ItemsScreen() {
  const [page, goTo] = usePageParam();
  const list = usePagedList<ItemPublic>(ITEMS_KEY, page);
  const { rows, error, stale, hasNext } = list;
  const firstPage = page === 1;

  const showPager = !error && rows !== undefined && !(rows.length === 0 && firstPage);
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title="Items Management"
        description="Create, edit and remove your items."
        action={<AddItem />}
      />
      <DataTableState
        list={list}
        loading="Loading items…"
        failed="We couldn't load your items."
        empty={
          firstPage ? (
            <TableEmpty
              icon={<Briefcase aria-hidden size={22} />}
              title="You don't have any items yet"
            >
              <p className="text-sm text-ink-muted">Add a new item to get started.</p>
            </TableEmpty>
          ) : (
            <TableEmpty title="There are no items on this page.">
              <FirstPageButton onClick={() => goTo(1)} />
            </TableEmpty>
          )
        }
      >
        {(items) => (
          <DataTable caption={`Items, page ${page}`} columns={COLUMNS} dimmed={stale}>
            {items.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </DataTable>
        )}
      </DataTableState>
      {showPager ? (
        <Pager page={page} hasNext={hasNext} onChange={goTo} label="Items pages" />
      ) : null}
    </div>
  );
}

function ItemRow({ item }: { item: ItemPublic }) {
  const titleId = `item-${item.id}-title`;
  return (
    <DataRow>
      <DataCell label="ID" className="@2xl:w-[1%] @max-2xl:order-last">
        <span className="font-mono text-xs break-all text-ink-muted @2xl:whitespace-nowrap">
          {item.id}
        </span>
      </DataCell>
      <DataCell label="Title">
        <span id={titleId} className="font-medium break-words text-ink">
          {item.title}
        </span>
      </DataCell>
      <DataCell label="Description">
        {item.description ? (
          <span className="break-words text-ink-muted">{item.description}</span>
        ) : (
          <NotAvailable />
        )}
      </DataCell>
      <DataCell label="Actions" hideLabel className="@2xl:w-[1%] @max-2xl:order-last">
        <div className="flex flex-wrap gap-2 @2xl:flex-nowrap @2xl:justify-end">
          <EditItem item={item} describedBy={titleId} />
          <DeleteItem item={item} describedBy={titleId} />
        </div>
      </DataCell>
    </DataRow>
  );
}
