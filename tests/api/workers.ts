/**
 * How many API test files run at once, each against a server of its own. Most of a file's time
 * is spent waiting on its server (emails, sweeps, streams), so on two cores three workers keep
 * both busy; `API_WORKERS` overrides it.
 */
export const API_WORKERS = Math.max(1, Number(process.env.API_WORKERS) || 3);
