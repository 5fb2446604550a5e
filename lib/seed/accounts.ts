/** Accounts that exist from the first start: the first superuser and, where enabled, two demo accounts. */
import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { getConfig } from "@/lib/config";
import { insertUserIfAbsent } from "@/lib/users/queries";
import { seedDemoStory } from "./demo-story";

/** Documented in the README; the /login screen's Demo Healer and Demo Seeker buttons use them. */
export const DEMO_ACCOUNTS = {
  seer: {
    email: "healer@demo.seers.dev",
    password: "DemoHealer1!",
    firstname: "Luna",
    lastname: "Rivers",
    type: 1,
  },
  user: {
    email: "seeker@demo.seers.dev",
    password: "DemoSeeker1!",
    firstname: "Sam",
    lastname: "Walker",
    type: 0,
  },
} as const;

export async function seed(): Promise<void> {
  const config = getConfig();
  const generated = config.FIRST_SUPERUSER_PASSWORD
    ? undefined
    : randomBytes(12).toString("base64url");
  const created = await insertUserIfAbsent({
    email: config.FIRST_SUPERUSER,
    hashedPassword: await hashPassword(config.FIRST_SUPERUSER_PASSWORD ?? (generated as string)),
    fullName: "Admin",
    firstname: "Admin",
    lastname: null,
    isSuperuser: true,
    // The operator chose these addresses: no link to wait for (nor any mailbox, for the demos).
    emailVerified: true,
  });
  if (created && generated) {
    console.info(
      `[seed] Created the first superuser ${config.FIRST_SUPERUSER} with the generated password: ${generated}\n` +
        "[seed] It is shown only this once. Set FIRST_SUPERUSER_PASSWORD to choose it yourself.",
    );
  }
  if (!config.DEMO_ACCOUNTS) return;
  for (const demo of Object.values(DEMO_ACCOUNTS)) {
    await insertUserIfAbsent({
      email: demo.email,
      hashedPassword: await hashPassword(demo.password),
      fullName: `${demo.firstname} ${demo.lastname}`,
      firstname: demo.firstname,
      lastname: demo.lastname,
      country: "USA",
      type: demo.type,
      emailVerified: true,
    });
  }
  // Once, on the start that finds the Demo Healer without a listing (lib/seed/demo-story.ts).
  await seedDemoStory({ seer: DEMO_ACCOUNTS.seer.email, seeker: DEMO_ACCOUNTS.user.email });
}
