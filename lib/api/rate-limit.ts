/** Attempt limits for login, signup and recovery: per IP and per account, shared through Redis when set. */
import "server-only";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { nowMs } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { processSingleton } from "@/lib/process-singleton";
import { sharedRedis } from "@/lib/redis";
import { type ApiError, errors } from "./errors";

type LimitedAction = "login" | "signup" | "recovery" | "newsletter";

type Limiters = Record<LimitedAction, { ip: RateLimiterAbstract; account: RateLimiterAbstract }>;

function build(
  action: LimitedAction | "room-signal",
  scope: "ip" | "account" | "user",
  points: number,
  duration = getConfig().RATE_LIMIT_WINDOW_SECONDS,
): RateLimiterAbstract {
  const keyPrefix = `seers:rl:${action}:${scope}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  const redis = sharedRedis()?.client;
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

function limiters(): Limiters {
  return processSingleton("limiters", () => {
    const { RATE_LIMIT_PER_IP, RATE_LIMIT_PER_ACCOUNT } = getConfig();
    const pair = (action: LimitedAction) => ({
      ip: build(action, "ip", RATE_LIMIT_PER_IP),
      account: build(action, "account", RATE_LIMIT_PER_ACCOUNT),
    });
    return {
      login: pair("login"),
      signup: pair("signup"),
      recovery: pair("recovery"),
      newsletter: pair("newsletter"),
    };
  });
}

function tooMany(res: RateLimiterRes): ApiError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return errors.tooManyAttempts(seconds);
}

/** Counts one attempt; throws 429 with Retry-After once the IP or the account is over its limit. */
export async function consumeAttempt(action: LimitedAction, ip: string, account?: string) {
  const { ip: byIp, account: byAccount } = limiters()[action];
  await sharedRedis()?.firstConnect;
  try {
    await byIp.consume(ip);
    if (account) await byAccount.consume(account.trim().toLowerCase());
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error);
    throw error;
  }
}

/**
 * A room's signals: `perSecond` per person, whichever instance counts; 429 past it. The window is
 * the clock's own second (the key names it), so a test that stops the clock counts every signal
 * in one window however slowly a loaded machine answers them.
 */
export async function consumeRoomSignal(userId: string, perSecond: number) {
  const limiter = processSingleton("room-signal-limiter", () =>
    // Each second's count outlives its second (the key moves on), so a slow burst under a
    // stopped clock is still counted whole.
    build("room-signal", "user", perSecond, 10),
  );
  await sharedRedis()?.firstConnect;
  try {
    await limiter.consume(`${userId}:${Math.floor(nowMs() / 1000)}`);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw errors.tooManySignals(perSecond);
    throw error;
  }
}
