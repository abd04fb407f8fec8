import { sign } from "@fastify/cookie";
import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { signedIn } from "../../tests/kit/accounts/signed-in.ts";
import type { Services, Site } from "../types/index.ts";
import { readUser } from "./session.ts";
import { endAllSessions } from "../accounts/session-store.ts";

const secret = "test-secret-of-thirty-two-bytes!";
const harbour = { slug: "harbour-motors" } as Site;
const other = { slug: "coast-cars" } as Site;
const valueOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("session cookie", () => {
  forEachBackend((backend) => {
    it("signs in the shopper of a live session on its own site only", async () => {
      const { db } = await backend.open();
      const services = { db } as Services;
      const { account, cookie } = await signedIn(db, harbour.slug, secret);
      expect(await readUser(services, harbour, valueOf(cookie), secret)).toEqual({ id: account.id, phone: "0412345678", email: null, name: null });
      expect(await readUser(services, other, valueOf(cookie), secret)).toBeNull();
      expect(await readUser(services, null, valueOf(cookie), secret)).toBeNull();
    });

    it("treats missing, tampered, foreign-signed, forged, expired and ended sessions as signed out", async () => {
      const { db } = await backend.open();
      const services = { db } as Services;
      const { account, cookie, token } = await signedIn(db, harbour.slug, secret);
      const value = valueOf(cookie);
      expect(await readUser(services, harbour, undefined, secret)).toBeNull();
      expect(await readUser(services, harbour, value.replace(/^./, (c) => (c === "x" ? "y" : "x")), secret)).toBeNull();
      expect(await readUser(services, harbour, sign(token, "other-secret-of-thirty-two-bytes"), secret)).toBeNull();
      expect(await readUser(services, harbour, "garbage", secret)).toBeNull();
      // A well-signed cookie for a session that never existed (a guessed id) signs nobody in.
      expect(await readUser(services, harbour, sign("made-up-session-id", secret), secret)).toBeNull();
      // A cookie signed with an empty key (what a server with no secret would accept) proves nothing.
      expect(await readUser(services, harbour, sign(token, ""), secret)).toBeNull();

      const expired = await signedIn(db, harbour.slug, secret, "ada@example.com", new Date("2020-01-01T00:00:00Z"));
      expect(await readUser(services, harbour, valueOf(expired.cookie), secret)).toBeNull();

      await endAllSessions(db, account.id);
      expect(await readUser(services, harbour, value, secret)).toBeNull();
    });
  });
});
