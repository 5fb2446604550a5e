/**
 * Signed tokens (HS256, jose): access tokens for sessions, one-use password-reset tokens, and the
 * links that prove an email address.
 */
import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { getConfig } from "@/lib/config";

type AccessClaims = {
  sub: string;
  exp: number;
  firstname: string | null;
  lastname: string | null;
  type: number;
  /** The user's password version when the token was issued; a later change retires the token. */
  pwv: number;
  /** When the token was issued (seconds): a session cookie's, when its sign-in happened. */
  iat: number | null;
};

type TokenSubject = {
  id: string;
  firstname: string | null;
  lastname: string | null;
  type: number;
  password_version: number;
};

const ALGORITHM = "HS256";

function key(): Uint8Array {
  return new TextEncoder().encode(getConfig().SECRET_KEY);
}

export async function signAccessToken(user: TokenSubject): Promise<string> {
  const minutes = getConfig().ACCESS_TOKEN_EXPIRE_MINUTES;
  return new SignJWT({
    firstname: user.firstname,
    lastname: user.lastname,
    type: user.type,
    pwv: user.password_version,
    use: "access",
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(key());
}

export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM] });
    if (payload.use !== "access" || typeof payload.sub !== "string") return null;
    if (typeof payload.pwv !== "number" || typeof payload.exp !== "number") return null;
    return {
      sub: payload.sub,
      exp: payload.exp,
      firstname: typeof payload.firstname === "string" ? payload.firstname : null,
      lastname: typeof payload.lastname === "string" ? payload.lastname : null,
      type: payload.type === 1 ? 1 : 0,
      pwv: payload.pwv,
      iat: typeof payload.iat === "number" ? payload.iat : null,
    };
  } catch {
    return null;
  }
}

export async function signResetToken(user: {
  id: string;
  password_version: number;
}): Promise<string> {
  const hours = getConfig().EMAIL_RESET_TOKEN_EXPIRE_HOURS;
  return new SignJWT({ pwv: user.password_version, use: "reset" })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setIssuedAt()
    .setNotBefore("0s")
    .setExpirationTime(`${hours}h`)
    .sign(key());
}

export async function verifyResetToken(
  token: string,
): Promise<{ sub: string; pwv: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM] });
    if (
      payload.use !== "reset" ||
      typeof payload.sub !== "string" ||
      typeof payload.pwv !== "number"
    ) {
      return null;
    }
    return { sub: payload.sub, pwv: payload.pwv };
  } catch {
    return null;
  }
}

/** How long an email's verification link works; a newer link or a changed address makes no difference to it. */
const VERIFY_EMAIL_DAYS = 7;

/** Names the account and the address it proves: after a change of address, the old link proves nothing. */
export async function signVerifyEmailToken(user: { id: string; email: string }): Promise<string> {
  return new SignJWT({ email: user.email, use: "verify-email" })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${VERIFY_EMAIL_DAYS}d`)
    .sign(key());
}

export async function verifyVerifyEmailToken(
  token: string,
): Promise<{ sub: string; email: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM] });
    if (
      payload.use !== "verify-email" ||
      typeof payload.sub !== "string" ||
      typeof payload.email !== "string"
    ) {
      return null;
    }
    return { sub: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}
