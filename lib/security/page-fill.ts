/**
 * The request header scripts/server.mjs sets (to "1") on the requests with which its page cache
 * renders a public page for everyone. It strips the header from every request from outside, so a
 * page rendered with it never carries anything of one visitor's.
 */
export const PAGE_FILL_HEADER = "x-seers-page-fill";
