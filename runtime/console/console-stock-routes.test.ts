import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { CAR, consoleClient, harbour, NOW, otherSite, signedInStaff, stockServices } from "../../tests/kit/console/console-kit.ts";
import { jpegPhoto } from "../../tests/kit/stock/photo-server.ts";
import type { Car, Services } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import type { PaymentStatus } from "../storage/tables/reservation-tables.ts";
import { diskPhotoStore } from "../stock/photos/disk-photo-store.ts";
import { recentImports } from "../stock/feed/import-history.ts";
import { STAFF_COOKIE } from "./console-cookie.ts";
import { auditTrail } from "./audit-log.ts";

/** Everything a stock or reservation request could change: refused requests must leave all of it as it was. */
async function snapshot(db: Database) {
  const tables = ["cars", "stock_changes", "stock_imports", "audit_log", "reservations", "payments", "payment_events"] as const;
  return Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
}

/** A car reserved online with a deposit in `status`, as the checkout leaves it. */
async function reservedOnline(services: Services, status: PaymentStatus, id = "res-1") {
  const at = NOW.toISOString();
  await services.db
    .insertInto("payments")
    .values({ id: `pay-${id}`, site_slug: harbour.slug, account_id: "acc-1", car_id: CAR.id, idempotency_key: id, provider: "test", provider_ref: `test_${id}`, amount_cents: 20_000, currency: "AUD", status, failure: null, details: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", phone: null }), created_at: at, updated_at: at })
    .execute();
  await services.db.insertInto("payment_events").values({ payment_id: `pay-${id}`, status, provider_ref: `test_${id}`, at }).execute();
  await services.db.insertInto("reservations").values({ id, site_slug: harbour.slug, car_id: CAR.id, account_id: "acc-1", payment_id: `pay-${id}`, status: "active", expires_at: "2026-12-07T00:00:00.000Z", created_at: at, ended_at: null }).execute();
  await services.stock.upsert([{ ...(await services.stock.getById(CAR.id))!, reserved: true }]);
  return id;
}

/** A console client whose clock moves on a minute before each request, so the audit log's order is the requests'. */
function tickingClient(services: Services, photos?: ReturnType<typeof diskPhotoStore>) {
  const clock = { now: NOW };
  const call = consoleClient(services, harbour, clock, photos);
  return (...args: Parameters<typeof call>) => {
    clock.now = new Date(clock.now.getTime() + 60_000);
    return call(...args);
  };
}

const stored = async (services: Services): Promise<Car> => (await services.stock.getById(CAR.id))!;

describe("console stock and reservations", () => {
  forEachBackend((backend) => {
    it("lets a manager mark a car sold, price, tag, comment and hide it: at once on the site, each audited", async () => {
      const { db } = await backend.open();
      const services = await stockServices(db);
      const heard: number[] = [];
      services.stock.onChange((change) => heard.push(...change.upserted.map((car) => car.id)));
      const call = tickingClient(services);
      const { cookie } = await signedInStaff(db, harbour.slug, "mia@harbour.example", "manager");

      const list = await call("GET", "/console/stock?q=hm123", { cookie });
      expect(await list.text()).toContain(`<a href="/console/stock/${CAR.id}">2024 Toyota HiLux SR5</a>`);
      expect(await (await call("GET", "/console/stock?make=Mazda", { cookie })).text()).toContain("No cars match.");

      const sold = await call("POST", `/console/stock/${CAR.id}/sold`, { cookie, form: { value: "yes" } });
      expect([sold.status, sold.headers.get("location")]).toEqual([303, `/console/stock/${CAR.id}?done=changed`]);
      expect(await stored(services)).toMatchObject({ status: "sold", sold: true });
      expect(heard).toEqual([CAR.id]);
      expect((await call("POST", `/console/stock/${CAR.id}/sold`, { cookie, form: { value: "yes" } })).headers.get("location")).toBe(`/console/stock/${CAR.id}?done=unchanged`);

      for (const [form, fields] of [["price", { price: "$31,990", before_price: "34990" }], ["tag", { tag: "Test Drive Only" }], ["comments", { comments: "One owner." }], ["website", { value: "no" }]] as const) {
        expect((await call("POST", `/console/stock/${CAR.id}/${form}`, { cookie, form: fields })).status).toBe(303);
      }
      expect(await stored(services)).toMatchObject({ price: 31990, before_price: 34990, tag: "Test Drive Only", dealercomments: "One owner.", show_on_dealer_website: false });

      const trail = await auditTrail(db, harbour.slug, `car:${CAR.id}`);
      expect(trail.map((entry) => [entry.actor, entry.action])).toEqual([["mia@harbour.example", "car.sold"], ...["price", "tag", "comments", "website"].map((form) => ["mia@harbour.example", `car.${form}`])]);
      expect([JSON.parse(trail[0]!.before!), JSON.parse(trail[0]!.after!)]).toEqual([{ status: "in_stock" }, { status: "sold" }]);
      expect((await recentImports(db, harbour.slug, 10)).map((report) => report.source)).toContain("console:price");
      const page = await (await call("GET", `/console/stock/${CAR.id}?done=changed`, { cookie })).text();
      expect(page).toContain("Saved: the website shows it now.");
      expect(page).toContain("car.price {&quot;price&quot;:27990,&quot;before_price&quot;:null} → {&quot;price&quot;:31990,&quot;before_price&quot;:34990}");
      expect(await (await call("GET", "/console/stock/imports", { cookie })).text()).toContain("console:website");
    });

    it("refuses a bad price with why, changing nothing", async () => {
      const { db } = await backend.open();
      const services = await stockServices(db);
      const call = consoleClient(services, harbour);
      const { cookie } = await signedInStaff(db, harbour.slug, "mia@harbour.example", "manager");
      const before = await snapshot(db);
      const bad = await call("POST", `/console/stock/${CAR.id}/price`, { cookie, form: { price: "POA" } });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("Enter prices in whole dollars or cents");
      expect((await call("POST", "/console/stock/999/price", { cookie, form: { price: "1" } })).status).toBe(404);
      expect(await snapshot(db)).toEqual(before);
    });

    it("adds photos through the pipeline, names a bad one, reorders and removes them", async () => {
      const { db } = await backend.open();
      const services = await stockServices(db);
      const call = tickingClient(services, diskPhotoStore(mkdtempSync(join(tmpdir(), "console-photos-"))));
      const { cookie } = await signedInStaff(db, harbour.slug, "mia@harbour.example", "manager");
      const upload = async (files: File[]) => {
        const form = new FormData();
        for (const file of files) form.append("photos", file);
        return call("POST", `/console/stock/${CAR.id}/photos`, { cookie, files: form });
      };
      const red = new File([new Uint8Array(await jpegPhoto(800, 600, { r: 200, g: 20, b: 20 }))], "red.jpg");
      const blue = new File([new Uint8Array(await jpegPhoto(800, 600, { r: 20, g: 20, b: 200 }))], "blue.jpg");
      const partly = await upload([red, new File(["not a photo"], "notes.jpg")]);
      expect(partly.status).toBe(200);
      expect(await partly.text()).toContain("notes.jpg: ");
      expect((await upload([blue])).headers.get("location")).toBe(`/console/stock/${CAR.id}?done=photos`);
      const before = (await stored(services)).images.map((image) => image.url);
      expect(before).toHaveLength(CAR.images.length + 2);
      const added = before.slice(-2);

      expect((await call("POST", `/console/stock/${CAR.id}/photos/move`, { cookie, form: { photo: added[1]!, move: "first" } })).status).toBe(303);
      const moved = await stored(services);
      expect([moved.images[0]!.url, moved.primary_image_url]).toEqual([added[1], added[1]]);
      expect((await call("POST", `/console/stock/${CAR.id}/photos/remove`, { cookie, form: { photo: added[0]! } })).status).toBe(303);
      expect((await stored(services)).images.map((image) => image.url)).not.toContain(added[0]);
      expect((await call("POST", `/console/stock/${CAR.id}/photos/remove`, { cookie, form: { photo: "/elsewhere.jpg" } })).status).toBe(400);
      expect((await auditTrail(db, harbour.slug, `car:${CAR.id}`)).map((entry) => entry.action)).toEqual(["car.photos", "car.photos", "car.photos", "car.photos"]);
    });

    it("captures, releases and refunds deposits through the payment provider, each audited", async () => {
      const { db } = await backend.open();
      const services = await stockServices(db);
      const call = tickingClient(services);
      const { cookie } = await signedInStaff(db, harbour.slug, "mia@harbour.example", "manager");
      const id = await reservedOnline(services, "authorised");

      expect(await (await call("GET", "/console/reservations", { cookie })).text()).toContain(`<a href="/console/reservations/${id}">Ada Lovelace</a>`);
      const carPage = await (await call("GET", `/console/stock/${CAR.id}`, { cookie })).text();
      expect(carPage).toContain(`/console/reservations/${id}`);
      expect((await call("POST", `/console/stock/${CAR.id}/reserved`, { cookie, form: { value: "no" } })).status).toBe(409);
      expect((await call("POST", `/console/reservations/${id}/refund`, { cookie })).status).toBe(409);

      expect((await call("POST", `/console/reservations/${id}/capture`, { cookie })).headers.get("location")).toBe(`/console/reservations/${id}?done=capture`);
      expect((await db.selectFrom("payments").select("status").executeTakeFirstOrThrow()).status).toBe("captured");
      const refunded = await call("POST", `/console/reservations/${id}/refund`, { cookie });
      expect(refunded.headers.get("location")).toBe(`/console/reservations/${id}?done=refund`);
      expect((await db.selectFrom("payments").select("status").executeTakeFirstOrThrow()).status).toBe("refunded");
      expect((await db.selectFrom("reservations").select("status").executeTakeFirstOrThrow()).status).toBe("cancelled");
      expect((await stored(services)).reserved).toBe(false);
      const trail = await auditTrail(db, harbour.slug, id);
      expect(trail.map((entry) => [entry.action, JSON.parse(entry.before!), JSON.parse(entry.after!)])).toEqual([
        ["reservation.capture", { reservation: "active", payment: "authorised" }, { reservation: "active", payment: "captured" }],
        ["reservation.refund", { reservation: "active", payment: "captured" }, { reservation: "cancelled", payment: "refunded" }],
      ]);
      expect(await (await call("GET", `/console/reservations/${id}?done=refund`, { cookie })).text()).toContain("The deposit is refunded.");

      const second = await reservedOnline(services, "authorised", "res-2");
      expect((await call("POST", `/console/reservations/${second}/release`, { cookie })).headers.get("location")).toBe(`/console/reservations/${second}?done=release`);
      expect((await db.selectFrom("payments").select("status").where("id", "=", "pay-res-2").executeTakeFirstOrThrow()).status).toBe("cancelled");
      expect((await stored(services)).reserved).toBe(false);
    });

    it("refuses every stock and reservation route without a session, with another site's, and sales writes, changing nothing", async () => {
      const { db } = await backend.open();
      const services = await stockServices(db);
      const call = consoleClient(services, harbour);
      const sales = await signedInStaff(db, harbour.slug, "sam@harbour.example", "sales");
      const elsewhere = await signedInStaff(db, otherSite.slug, "olly@other.example", "owner");
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const id = await reservedOnline(services, "captured");
      const before = await snapshot(db);
      const upload = new FormData();
      upload.append("photos", new File([new Uint8Array(await jpegPhoto(400, 300))], "a.jpg"));

      const url = CAR.images[0]?.url ?? "";
      const posts: [string, Record<string, string>][] = [
        ...(["sold", "reserved", "website"] as const).map((form): [string, Record<string, string>] => [`/console/stock/${CAR.id}/${form}`, { value: "yes" }]),
        [`/console/stock/${CAR.id}/price`, { price: "1" }],
        [`/console/stock/${CAR.id}/tag`, { tag: "Mine" }],
        [`/console/stock/${CAR.id}/comments`, { comments: "Mine" }],
        [`/console/stock/${CAR.id}/photos/move`, { photo: url, move: "later" }],
        [`/console/stock/${CAR.id}/photos/remove`, { photo: url }],
        ...(["capture", "release", "refund"] as const).map((action): [string, Record<string, string>] => [`/console/reservations/${id}/${action}`, {}]),
      ];
      const gets = ["/console/stock", "/console/stock/imports", `/console/stock/${CAR.id}`, "/console/reservations", `/console/reservations/${id}`];
      for (const cookie of ["", `${STAFF_COOKIE}=forged`, elsewhere.cookie]) {
        for (const path of gets) expect([path, cookie, (await call("GET", path, { cookie })).status]).toEqual([path, cookie, 401]);
        for (const [path, form] of posts) expect([path, cookie, (await call("POST", path, { cookie, form })).status]).toEqual([path, cookie, 401]);
        expect((await call("POST", `/console/stock/${CAR.id}/photos`, { cookie, files: upload })).status).toBe(401);
      }
      // Sales staff read stock, never change it, and see no reservations.
      for (const path of gets.slice(0, 3)) expect([path, (await call("GET", path, { cookie: sales.cookie })).status]).toEqual([path, 200]);
      expect(await (await call("GET", `/console/stock/${CAR.id}`, { cookie: sales.cookie })).text()).not.toContain(`action="/console/stock/${CAR.id}/price"`);
      for (const path of gets.slice(3)) expect([path, (await call("GET", path, { cookie: sales.cookie })).status]).toEqual([path, 403]);
      for (const [path, form] of posts) expect([path, (await call("POST", path, { cookie: sales.cookie, form })).status]).toEqual([path, 403]);
      expect((await call("POST", `/console/stock/${CAR.id}/photos`, { cookie: sales.cookie, files: upload })).status).toBe(403);
      // A post from another origin is refused before anything else.
      expect((await call("POST", `/console/stock/${CAR.id}/price`, { cookie: owner.cookie, form: { price: "1" }, origin: "https://evil.example" })).status).toBe(403);
      expect(await snapshot(db)).toEqual(before);
    });
  });
});
