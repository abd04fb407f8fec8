import { describe, expect, it } from "vitest";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { forEachBackend, type Backend } from "../../tests/kit/backends.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { memoryStock } from "../../tests/kit/stock-fixtures.ts";
import { accountBrowser } from "../../tests/kit/accounts/account-browser.ts";
import { softAuthenticator } from "../../tests/kit/accounts/soft-authenticator.ts";
import type { Services, Site } from "../types/index.ts";
import { createNotifier } from "../notify/notifier.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { accountPasskeys } from "./passkey-store.ts";
import { forgetExpiredChallenges, PASSKEY_CHALLENGE_LIFETIME_MS } from "./passkey-challenge-store.ts";

const SECRET = "accounts-test-secret-of-32-bytes!!";
const harbour: Site = { ...testSite(), accounts: { watchlist: true, server: { sms_webhook: null, email_from: "" } } };
const other: Site = { ...harbour, slug: "bay-cars", name: "Bay Cars", domains: ["baycars.com.au"] };
const ORIGIN = "https://harbourmotors.com.au";

async function setUp(backend: Backend) {
  const { db } = await backend.open();
  const services = { db, stock: memoryStock([]), notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
  const clock = { now: new Date("2026-12-05T01:00:00Z") };
  const browser = (site = harbour, origin = ORIGIN, port?: number) => accountBrowser({ db, services, clock, site, secret: SECRET, origin, port });
  return { db, clock, browser };
}

type Shopper = ReturnType<Awaited<ReturnType<typeof setUp>>["browser"]>;

async function signInByCode(shopper: Shopper, destination = "ada@example.com") {
  await shopper.post("/api/sign-in/code", { destination });
  await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode() });
  return (await shopper.user())!;
}

const options = async <T,>(shopper: Shopper, path: string) => (await (await shopper.post(path)).json()) as T;

/** A signed-in shopper adds a passkey made by `authenticator`; answers the account. */
async function addPasskey(shopper: Shopper, authenticator: ReturnType<typeof softAuthenticator>, name = "My phone") {
  const user = await signInByCode(shopper);
  const made = authenticator.register(await options<PublicKeyCredentialCreationOptionsJSON>(shopper, "/api/passkeys/options"), ORIGIN);
  const added = await shopper.post("/api/passkeys/add", { credential: JSON.stringify(made), name });
  return { user, added };
}

const signInOptions = (shopper: Shopper) => options<PublicKeyCredentialRequestOptionsJSON>(shopper, "/api/sign-in/passkey/options");

describe("passkeys", () => {
  forEachBackend((backend) => {
    it("adds a passkey to the signed-in account and signs in with it as a code does: a new session, a same-site redirect", async () => {
      const { db, browser } = await setUp(backend);
      const authenticator = softAuthenticator();
      const { user, added } = await addPasskey(browser(), authenticator);
      expect(added.status).toBe(303);
      expect(added.headers.get("location")).toBe("/my-account?passkey=added");
      expect(await accountPasskeys(db, user.id)).toEqual([expect.objectContaining({ name: "My phone", last_used_at: null })]);

      const laptop = browser();
      const asked = await signInOptions(laptop);
      expect(asked.rpId).toBe("harbourmotors.com.au");
      const done = await laptop.post("/api/sign-in/passkey", { credential: JSON.stringify(authenticator.authenticate(asked, ORIGIN)), type: "my-garage", redirect: "/my-garage" });
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/my-garage");
      expect(done.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(/HttpOnly; SameSite=Lax; Secure/);
      expect(await laptop.user()).toMatchObject({ id: user.id, email: "ada@example.com" });
      expect((await accountPasskeys(db, user.id))[0]!.last_used_at).not.toBeNull();

      const offSite = browser();
      const credential = JSON.stringify(authenticator.authenticate(await signInOptions(offSite), ORIGIN));
      expect((await offSite.post("/api/sign-in/passkey", { credential, redirect: "https://evil.example/" })).headers.get("location")).toBe("/");
    });

    it("refuses replayed, forged, expired, other-origin and unreadable passkey sign-ins with 4xx, signing nobody in", async () => {
      const { db, clock, browser } = await setUp(backend);
      const authenticator = softAuthenticator();
      await addPasskey(browser(), authenticator);
      const stranger = browser();
      const attempt = (credential: string) => stranger.post("/api/sign-in/passkey", { credential }).then((response) => response.status);

      const first = JSON.stringify(authenticator.authenticate(await signInOptions(stranger), ORIGIN));
      expect(await attempt(first)).toBe(303);
      stranger.jar.delete(SESSION_COOKIE);
      expect(await attempt(first)).toBe(401);

      const forged = authenticator.authenticate(await signInOptions(stranger), ORIGIN);
      const signature = Buffer.from(forged.response.signature, "base64url");
      signature[signature.length - 1]! ^= 0xff;
      expect(await attempt(JSON.stringify({ ...forged, response: { ...forged.response, signature: signature.toString("base64url") } }))).toBe(401);
      expect(await attempt(JSON.stringify(authenticator.authenticate(await signInOptions(stranger), "https://evil.example")))).toBe(401);

      const late = await signInOptions(stranger);
      clock.now = new Date(clock.now.getTime() + PASSKEY_CHALLENGE_LIFETIME_MS);
      expect(await attempt(JSON.stringify(authenticator.authenticate(late, ORIGIN)))).toBe(401);

      expect(await attempt("not json")).toBe(400);
      expect(await attempt(JSON.stringify({ id: "x", response: { clientDataJSON: "!!" } }))).toBe(400);
      expect(await attempt("x".repeat(70 * 1024))).toBe(413);
      expect(await stranger.user()).toBeNull();

      // The expired challenge is swept; every other one was taken when its response came.
      await signInOptions(stranger);
      clock.now = new Date(clock.now.getTime() + PASSKEY_CHALLENGE_LIFETIME_MS);
      await forgetExpiredChallenges(db, clock.now);
      expect(await db.selectFrom("passkey_challenges").selectAll().execute()).toEqual([]);
    });

    it("never signs in with another site's passkey", async () => {
      const { browser } = await setUp(backend);
      const authenticator = softAuthenticator();
      await addPasskey(browser(), authenticator);
      const elsewhere = browser(other, "https://baycars.com.au");
      const asked = await signInOptions(elsewhere);
      expect(asked.rpId).toBe("baycars.com.au");
      // A client that answers Bay Cars' challenge with Harbour Motors' passkey.
      const crossed = authenticator.authenticate({ ...asked, rpId: "harbourmotors.com.au" }, "https://baycars.com.au");
      expect((await elsewhere.post("/api/sign-in/passkey", { credential: JSON.stringify(crossed) })).status).toBe(401);
      // Harbour Motors' own challenge and response, posted to Bay Cars.
      const harbourShopper = browser();
      const own = authenticator.authenticate(await signInOptions(harbourShopper), ORIGIN);
      expect((await elsewhere.post("/api/sign-in/passkey", { credential: JSON.stringify(own) })).status).toBe(401);
      expect(await elsewhere.user()).toBeNull();
    });

    it("adds passkeys only for the signed-in shopper's own challenge, removes them, and forgets them with the account", async () => {
      const { db, browser } = await setUp(backend);
      const signedOut = browser();
      expect((await signedOut.post("/api/passkeys/options")).status).toBe(401);

      const authenticator = softAuthenticator();
      const ada = browser();
      await signInByCode(ada);
      const asked = await options<PublicKeyCredentialCreationOptionsJSON>(ada, "/api/passkeys/options");
      const bob = browser();
      await signInByCode(bob, "bob@example.com");
      expect((await bob.post("/api/passkeys/add", { credential: JSON.stringify(authenticator.register(asked, ORIGIN)) })).status).toBe(401);

      const { user } = await addPasskey(ada, authenticator);
      const [passkey] = await accountPasskeys(db, user.id);
      expect((await bob.post("/api/passkeys/remove", { id: passkey!.id })).headers.get("location")).toBe("/my-account?passkey=gone");
      expect((await ada.post("/api/passkeys/remove", { id: passkey!.id })).headers.get("location")).toBe("/my-account?passkey=removed");
      const again = browser();
      expect((await again.post("/api/sign-in/passkey", { credential: JSON.stringify(authenticator.authenticate(await signInOptions(again), ORIGIN)) })).status).toBe(401);

      await addPasskey(ada, authenticator);
      await ada.post("/api/account/delete", { confirm: "1" });
      expect(await db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
    });

    it("offers passkeys on the site's development host at the server's port, and on no host the site does not own", async () => {
      const { browser } = await setUp(backend);
      const local = browser(harbour, "http://harbour-motors.localhost:5301", 5301);
      expect((await signInOptions(local)).rpId).toBe("harbour-motors.localhost");
      expect((await browser(harbour, "https://harbour.example").post("/api/sign-in/passkey/options")).status).toBe(404);
    });
  });
});
