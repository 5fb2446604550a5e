/**
 * Who a provider's person is to us. The identity (provider, subject) finds its account, whatever
 * either side's email became. A new identity is linked to an existing account by email only when
 * Google's ID token says the address is verified AND the account proved it too: otherwise whoever
 * registered the address first (perhaps with a password, perhaps not its owner) would be handed the
 * other person's sign-in. Facebook's email never links. With no account, one is made.
 */
import "server-only";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { mapUniqueViolation } from "@/lib/db/unique-violation";
import {
  findIdentityOwner,
  insertIdentity,
  listIdentities,
  rememberIdentityEmail,
} from "@/lib/users/identities";
import { joinNames, splitFullName } from "@/lib/users/names";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  NO_PASSWORD,
  type User,
} from "@/lib/users/queries";
import { enqueueVerificationEmail } from "@/lib/users/verification";
import { FlowFailure, type ProviderProfile } from "./flow";

export type SignInOutcome =
  | { kind: "signed-in"; user: User; created: boolean }
  /** Facebook gave no email: ask for one (app/(auth)/signup/email). */
  | { kind: "ask-email" };

function namesOf(profile: ProviderProfile) {
  const split = splitFullName(profile.fullName);
  const firstname = profile.firstname ?? split.firstname;
  const lastname = profile.lastname ?? split.lastname;
  return { firstname, lastname, fullName: joinNames(firstname, lastname) ?? profile.fullName };
}

function active(user: User): User {
  if (!user.is_active) throw new FlowFailure("inactive");
  return user;
}

/** A new account for the person, its identity, and (for an unproven address) its link, together. */
export async function createAccountFor(
  profile: ProviderProfile & { email: string },
  type: 0 | 1,
  base: string,
): Promise<User> {
  const taken = () => new FlowFailure("link_required");
  return withWriteTransaction(async (db) => {
    const user = await insertUser(
      {
        email: profile.email,
        hashedPassword: NO_PASSWORD,
        ...namesOf(profile),
        type,
        emailVerified: profile.emailVerified,
      },
      taken,
      db,
    );
    await mapUniqueViolation(
      insertIdentity(db, {
        userId: user.id,
        provider: profile.provider,
        subject: profile.subject,
        email: profile.email,
      }),
      () => new FlowFailure("taken"),
    );
    if (!profile.emailVerified) await enqueueVerificationEmail(db, user, base);
    return user;
  });
}

export async function signInWith(
  profile: ProviderProfile,
  type: 0 | 1,
  base: string,
): Promise<SignInOutcome> {
  const ownerId = await findIdentityOwner(profile.provider, profile.subject);
  if (ownerId) {
    const user = await findUserById(ownerId);
    if (!user) throw new FlowFailure("failed");
    await rememberIdentityEmail(profile.provider, profile.subject, profile.email);
    return { kind: "signed-in", user: active(user), created: false };
  }
  if (!profile.email) {
    if (profile.provider === "facebook") return { kind: "ask-email" };
    throw new FlowFailure("failed");
  }
  const existing = await findUserByEmail(profile.email);
  if (existing) {
    const provenBothSides =
      profile.provider === "google" && profile.emailVerified && existing.email_verified;
    if (!provenBothSides) throw new FlowFailure("link_required");
    await connectIdentity(active(existing), profile);
    return { kind: "signed-in", user: existing, created: false };
  }
  const user = await createAccountFor({ ...profile, email: profile.email }, type, base);
  return { kind: "signed-in", user, created: true };
}

/** Connects the identity to a signed-in account (Settings), or to one whose email both sides proved. */
export async function connectIdentity(user: User, profile: ProviderProfile): Promise<void> {
  const ownerId = await findIdentityOwner(profile.provider, profile.subject);
  if (ownerId === user.id) return;
  if (ownerId) throw new FlowFailure("taken");
  // One identity per provider an account: a second Google account would be a surprise to its owner.
  const current = await listIdentities(user.id);
  if (current.some((identity) => identity.provider === profile.provider)) {
    throw new FlowFailure("taken");
  }
  await withWriteTransaction((db) =>
    mapUniqueViolation(
      insertIdentity(db, {
        userId: user.id,
        provider: profile.provider,
        subject: profile.subject,
        email: profile.email,
      }),
      () => new FlowFailure("taken"),
    ),
  );
}
