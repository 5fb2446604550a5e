/** Next.js start-up hook: the Node.js server checks its configuration and prepares the database. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeServer } = await import("./instrumentation-node");
    await startNodeServer();
  }
}
