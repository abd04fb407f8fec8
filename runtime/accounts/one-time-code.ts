import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { SignInCodesTable } from "../storage/tables/account-tables.ts";

/** A code is good for ten minutes and five tries. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_TRIES = 5;

/** Six random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The stored form of a code: SHA-256 over the challenge's id and the code, so equal codes never hash alike. */
export function hashCode(challengeId: string, code: string): string {
  return createHash("sha256").update(`${challengeId}:${code}`).digest("hex");
}

export type CodeCheck = "ok" | "wrong" | "expired" | "used" | "no-tries";

type Challenge = Pick<SignInCodesTable, "id" | "code_hash" | "tries_left" | "expires_at" | "used_at">;

/** Judges a typed code against its challenge at `now`; a wrong code costs one try (the caller records it). */
export function checkCode(challenge: Challenge, typed: string, now: Date): CodeCheck {
  if (challenge.used_at) return "used";
  if (now.toISOString() >= challenge.expires_at) return "expired";
  if (challenge.tries_left <= 0) return "no-tries";
  const given = Buffer.from(hashCode(challenge.id, typed.trim()), "hex");
  return timingSafeEqual(given, Buffer.from(challenge.code_hash, "hex")) ? "ok" : "wrong";
}

/** What the shopper is told for each refusal. */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, "ok">, string> = {
  wrong: "That code is not right. Check the message and try again.",
  expired: "That code has expired. Ask for a new one.",
  used: "That code has already been used. Ask for a new one.",
  "no-tries": "Too many wrong codes. Ask for a new one.",
};
