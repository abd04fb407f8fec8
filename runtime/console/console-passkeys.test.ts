import { describe, expect, it } from "vitest";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { CONSOLE_SECRET, consoleClient, consoleServices, harbour, NOW, otherSite, signedInStaff } from "../../tests/kit/console/console-kit.ts";
import { accountBrowser } from "../../tests/kit/accounts/account-browser.ts";
import { softAuthenticator } from "../../tests/kit/accounts/soft-authenticator.ts";
import type { Database } from "../types/services.ts";
import { STAFF_COOKIE } from "./console-cookie.ts";
import { auditTrail } from "./audit-log.ts";
import { removeStaff } from "./staff-store.ts";

const ORIGIN = "https://harbourmotors.com.au";
type Call = ReturnType<typeof consoleClient>;

const json = async <T,>(response: Response) => (await response.json()) as T;
const staffCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`))?.split(";")[0];

/** A signed-in member of staff adds a passkey made by `authenticator` on the passkeys page's form. */
async function addStaffPasskey(call: Call, cookie: string, authenticator: ReturnType<typeof softAuthenticator>, name = "Showroom laptop") {
  const options = await json<PublicKeyCredentialCreationOptionsJSON>(await call("POST", "/console/passkeys/options", { cookie }));
  return call("POST", "/console/passkeys/add", { cookie, form: { credential: JSON.stringify(authenticator.register(options, ORIGIN)), name } });
}

/** Signs in on the console's sign-in page with the authenticator's passkey for the site. */
async function passkeySignIn(call: Call, authenticator: ReturnType<typeof softAuthenticator>, origin = ORIGIN) {
  const options = await json<PublicKeyCredentialRequestOptionsJSON>(await call("POST", "/console/sign-in/passkey/options"));
  return call("POST", "/console/sign-in/passkey", { form: { credential: JSON.stringify(authenticator.authenticate(options, origin)) } });
}

const stored = (db: Database) => db.selectFrom("staff_passkeys").select(["id", "staff_id", "name", "sign_count", "last_used_at"]).orderBy("id").execute();

describe("console passkeys", () => {
  forEachBackend((backend) => {
    it("adds a staff member's passkey, signs them in with it into a new session, lists it as used, and removes it, each audited", async () => {
      const { db } = await backend.open();
      const clock = { now: NOW };
      const call = consoleClient(consoleServices(db), harbour, clock);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const authenticator = softAuthenticator();
      // Each change a minute after the last, so the audit trail's order is the order they were made.
      clock.now = new Date(NOW.getTime() + 60_000);

      const options = await json<PublicKeyCredentialCreationOptionsJSON>(await call("POST", "/console/passkeys/options", { cookie: owner.cookie }));
      expect(options).toMatchObject({ rp: { id: "harbourmotors.com.au" }, authenticatorSelection: { residentKey: "required", userVerification: "required" } });
      const added = await call("POST", "/console/passkeys/add", { cookie: owner.cookie, form: { credential: JSON.stringify(authenticator.register(options, ORIGIN)), name: "Showroom laptop" } });
      expect(added.headers.get("location")).toBe("/console/passkeys?done=added");
      const page = await (await call("GET", "/console/passkeys?done=added", { cookie: owner.cookie })).text();
      expect(page).toContain("Your passkey has been added. Next time, sign in with it.");
      expect(page).toMatch(/<td>Showroom laptop<\/td><td>5 Dec 2026, 10:01 AM<\/td><td>Never<\/td>/);
      expect(page).toMatch(/<script nonce="[^"]+">/);

      clock.now = new Date(NOW.getTime() + 3_600_000);
      const signedIn = await passkeySignIn(call, authenticator);
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get("location")).toBe("/console/leads");
      const session = staffCookie(signedIn)!;
      expect(session).not.toBe(owner.cookie);
      expect(await (await call("GET", "/console/leads", { cookie: session })).text()).toContain("owner@harbour.example (owner)");
      expect(await (await call("GET", "/console/passkeys", { cookie: session })).text()).toMatch(/<td>Showroom laptop<\/td><td>5 Dec 2026, 10:01 AM<\/td><td>5 Dec 2026, 11:00 AM<\/td>/);

      const [passkey] = await stored(db);
      clock.now = new Date(NOW.getTime() + 7_200_000);
      const removed = await call("POST", `/console/passkeys/${passkey!.id}/remove`, { cookie: session });
      expect(removed.headers.get("location")).toBe("/console/passkeys?done=removed");
      expect(await stored(db)).toEqual([]);
      expect((await passkeySignIn(call, authenticator)).status).toBe(401);
      expect((await auditTrail(db, harbour.slug, owner.staff.id)).map((entry) => [entry.actor, entry.action, entry.before, entry.after])).toEqual([
        ["test", "staff.add", null, JSON.stringify({ email: "owner@harbour.example", role: "owner" })],
        ["owner@harbour.example", "staff.passkey.add", null, JSON.stringify({ passkey: "Showroom laptop" })],
        ["owner@harbour.example", "staff.passkey.remove", JSON.stringify({ passkey: "Showroom laptop" }), null],
      ]);
    });

    it("shows the sign-in page's passkey form for the script, hidden until it finds WebAuthn", async () => {
      const { db } = await backend.open();
      const page = await (await consoleClient(consoleServices(db), harbour)("GET", "/console")).text();
      expect(page).toContain('<form data-passkey="sign-in" data-options="/console/sign-in/passkey/options" hidden="" action="/console/sign-in/passkey" method="post">');
      expect(page).toContain("Sign in with a passkey");
      expect(page).toMatch(/<script nonce="[^"]+">/);
    });

    it("refuses replayed, expired, unreadable and removed-staff passkey sign-ins with 4xx, starting no session", async () => {
      const { db } = await backend.open();
      const clock = { now: NOW };
      const call = consoleClient(consoleServices(db), harbour, clock);
      const sales = await signedInStaff(db, harbour.slug, "sam@harbour.example", "sales");
      const authenticator = softAuthenticator();
      await addStaffPasskey(call, sales.cookie, authenticator);

      const options = await json<PublicKeyCredentialRequestOptionsJSON>(await call("POST", "/console/sign-in/passkey/options"));
      const credential = JSON.stringify(authenticator.authenticate(options, ORIGIN));
      expect((await call("POST", "/console/sign-in/passkey", { form: { credential } })).status).toBe(303);
      const replayed = await call("POST", "/console/sign-in/passkey", { form: { credential } });
      expect([replayed.status, staffCookie(replayed)]).toEqual([401, undefined]);
      expect((await call("POST", "/console/sign-in/passkey", { form: { credential: "not json" } })).status).toBe(400);
      expect((await passkeySignIn(call, authenticator, "https://evil.example")).status).toBe(401);

      const late = await json<PublicKeyCredentialRequestOptionsJSON>(await call("POST", "/console/sign-in/passkey/options"));
      clock.now = new Date(NOW.getTime() + 5 * 60_000);
      expect((await call("POST", "/console/sign-in/passkey", { form: { credential: JSON.stringify(authenticator.authenticate(late, ORIGIN)) } })).status).toBe(401);

      // Removed from the staff, their passkeys go with them.
      await removeStaff(db, { siteSlug: harbour.slug, email: "sam@harbour.example", actor: "test" }, clock.now);
      expect(await stored(db)).toEqual([]);
      expect((await passkeySignIn(call, authenticator)).status).toBe(401);
    });

    it("never signs staff in with a shopper's passkey or another site's staff passkey, nor a shopper with a staff passkey", async () => {
      const { db } = await backend.open();
      const services = consoleServices(db);
      const call = consoleClient(services, harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const staffKey = softAuthenticator();
      await addStaffPasskey(call, owner.cookie, staffKey);

      // A shopper of the same site with a passkey of their own on the same host.
      const shopper = accountBrowser({ db, services, clock: { now: NOW }, site: harbour, secret: CONSOLE_SECRET, origin: ORIGIN });
      await shopper.post("/api/sign-in/code", { destination: "ada@example.com" });
      await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode() });
      const shopperKey = softAuthenticator();
      const made = shopperKey.register(await json<PublicKeyCredentialCreationOptionsJSON>(await shopper.post("/api/passkeys/options")), ORIGIN);
      expect((await shopper.post("/api/passkeys/add", { credential: JSON.stringify(made) })).headers.get("location")).toBe("/my-account?passkey=added");
      expect((await passkeySignIn(call, shopperKey)).status).toBe(401);

      // The staff passkey answering a shopper's challenge, on the shopper's sign-in and on the console's.
      const stranger = accountBrowser({ db, services, clock: { now: NOW }, site: harbour, secret: CONSOLE_SECRET, origin: ORIGIN });
      const shopperChallenge = await json<PublicKeyCredentialRequestOptionsJSON>(await stranger.post("/api/sign-in/passkey/options"));
      const answered = JSON.stringify(staffKey.authenticate(shopperChallenge, ORIGIN));
      expect((await stranger.post("/api/sign-in/passkey", { credential: answered })).status).toBe(401);
      expect(await stranger.user()).toBeNull();
      expect((await call("POST", "/console/sign-in/passkey", { form: { credential: answered } })).status).toBe(401);

      // Another site's console: its own challenge answered with Harbour Motors' staff passkey, and Harbour's posted there.
      const elsewhere = consoleClient(services, otherSite);
      const asked = await json<PublicKeyCredentialRequestOptionsJSON>(await elsewhere("POST", "/console/sign-in/passkey/options"));
      expect(asked.rpId).toBe("othermotors.com.au");
      const crossed = staffKey.authenticate({ ...asked, rpId: "harbourmotors.com.au" }, "https://othermotors.com.au");
      expect((await elsewhere("POST", "/console/sign-in/passkey", { form: { credential: JSON.stringify(crossed) } })).status).toBe(401);
      const own = staffKey.authenticate(await json<PublicKeyCredentialRequestOptionsJSON>(await call("POST", "/console/sign-in/passkey/options")), ORIGIN);
      expect((await elsewhere("POST", "/console/sign-in/passkey", { form: { credential: JSON.stringify(own) } })).status).toBe(401);
    });

    it("refuses the passkey routes without a session, with another site's session or from another origin, and a colleague's passkey, changing nothing", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const sales = await signedInStaff(db, harbour.slug, "sam@harbour.example", "sales");
      const elsewhere = await signedInStaff(db, otherSite.slug, "olly@other.example", "owner");
      const authenticator = softAuthenticator();
      await addStaffPasskey(call, owner.cookie, authenticator);
      const [passkey] = await stored(db);
      const snapshot = async () => ({ passkeys: await stored(db), audit: await db.selectFrom("audit_log").selectAll().orderBy("id").execute() });
      const before = await snapshot();

      // A registration answered for the owner's challenge, posted by anyone else.
      const options = await json<PublicKeyCredentialCreationOptionsJSON>(await call("POST", "/console/passkeys/options", { cookie: owner.cookie }));
      const credential = JSON.stringify(softAuthenticator().register(options, ORIGIN));
      const posts: [string, Record<string, string>][] = [
        ["/console/passkeys/options", {}],
        ["/console/passkeys/add", { credential, name: "Mallory" }],
        [`/console/passkeys/${passkey!.id}/remove`, {}],
      ];
      for (const cookie of ["", `${STAFF_COOKIE}=forged`, elsewhere.cookie]) {
        expect([cookie, (await call("GET", "/console/passkeys", { cookie })).status]).toEqual([cookie, 401]);
        for (const [path, form] of posts) expect([path, cookie, (await call("POST", path, { cookie, form })).status]).toEqual([path, cookie, 401]);
      }
      for (const [path, form] of posts) expect([path, (await call("POST", path, { cookie: owner.cookie, form, origin: "https://evil.example" })).status]).toEqual([path, 403]);
      expect((await call("POST", "/console/sign-in/passkey", { form: { credential }, origin: "https://evil.example" })).status).toBe(403);
      // A colleague (of a lower role) can neither take the owner's challenge nor remove the owner's passkey.
      expect((await call("POST", "/console/passkeys/add", { cookie: sales.cookie, form: { credential } })).status).toBe(401);
      expect((await call("POST", `/console/passkeys/${passkey!.id}/remove`, { cookie: sales.cookie })).headers.get("location")).toBe("/console/passkeys?done=gone");
      expect(await (await call("GET", "/console/passkeys", { cookie: sales.cookie })).text()).toContain("No passkeys yet.");
      expect(await snapshot()).toEqual(before);
    });
  });
});
