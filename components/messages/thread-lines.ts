/**
 * The lines a thread shows, merged from the pages it fetched: its newest page (refetched while
 * open), older pages (loaded on scrolling up) and the messages just sent. Pure, so it is tested
 * alone. Pages are runs of consecutive lines, oldest first; ids say which lines are the same.
 */
import type { MessagePublic, MessagesPage } from "@/lib/conversations/schema";

export type ThreadLines = {
  lines: MessagePublic[];
  /** Older lines exist before the first one shown. */
  hasMore: boolean;
  /** Whether the newest page has arrived once. */
  loaded: boolean;
};

export const EMPTY_THREAD: ThreadLines = { lines: [], hasMore: false, loaded: false };

export type ThreadChange =
  | { type: "newest"; page: MessagesPage }
  | { type: "older"; page: MessagesPage }
  | { type: "sent"; message: MessagePublic };

export function threadReducer(state: ThreadLines, change: ThreadChange): ThreadLines {
  switch (change.type) {
    case "newest":
      return mergeNewest(state, change.page);
    case "older": {
      const known = new Set(state.lines.map((line) => line.id));
      const older = change.page.data.filter((line) => !known.has(line.id));
      return { ...state, lines: [...older, ...state.lines], hasMore: change.page.has_more };
    }
    case "sent":
      if (state.lines.some((line) => line.id === change.message.id)) return state;
      return { ...state, lines: [...state.lines, change.message] };
  }
}

/**
 * The newest page runs from its first line to the newest there was when it was fetched. Lines
 * shown before its first stay; lines shown after its first and missing from it were sent since,
 * so they stay after it. A page that does not reach back to the lines shown (more new lines than
 * a page holds) replaces them: scrolling up loads the rest again.
 */
function mergeNewest(state: ThreadLines, page: MessagesPage): ThreadLines {
  const first = page.data[0];
  if (!state.loaded || !first) {
    return state.loaded && !first
      ? state
      : { lines: page.data, hasMore: page.has_more, loaded: true };
  }
  const at = state.lines.findIndex((line) => line.id === first.id);
  if (at === -1) return { lines: page.data, hasMore: page.has_more, loaded: true };
  const inPage = new Set(page.data.map((line) => line.id));
  const since = state.lines.slice(at).filter((line) => !inPage.has(line.id));
  const lines = [...state.lines.slice(0, at), ...page.data, ...since];
  const same =
    lines.length === state.lines.length && lines.every((line, i) => line === state.lines[i]);
  return same ? state : { ...state, lines };
}
