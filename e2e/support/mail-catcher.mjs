// A real SMTP server for the browser tests: it accepts every message and writes it to
// MAIL_DIR as one .eml file (with an X-Envelope-To line first), so a test can read it.
// Playwright starts it from playwright.config.ts before the app.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.MAIL_PORT);
const dir = process.env.MAIL_DIR;
if (!port || !dir) {
  console.error("[mail] MAIL_PORT and MAIL_DIR are required");
  process.exit(1);
}

mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) {
  if (file.endsWith(".eml")) rmSync(path.join(dir, file));
}

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      count += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      const file = path.join(dir, `${Date.now()}-${String(count).padStart(5, "0")}.eml`);
      // Written whole under another name, then renamed: a reader never sees half an email, so
      // e2e/support/mailbox.ts may keep what it has read.
      writeFileSync(
        `${file}.part`,
        `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`,
      );
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});

server.listen(port, "127.0.0.1", () => {
  console.info(`[mail] catching email on 127.0.0.1:${port} into ${dir}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
