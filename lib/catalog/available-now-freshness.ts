/**
 * How fresh "Available for Readings Now" is on pages served from the shared cache: the browser
 * asks every POLL seconds while the tab is visible, and a shared cache in front (nginx) may reuse
 * an answer for MAX_AGE seconds (browsers never do), so a change shows within their sum (10 s, as
 * issue 37 asks) for every visitor. Pure, for both sides.
 */
export const AVAILABLE_NOW_POLL_SECONDS = 8;
export const AVAILABLE_NOW_MAX_AGE_SECONDS = 2;
export const AVAILABLE_NOW_URL = "/api/v1/readings/available";
