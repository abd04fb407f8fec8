import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { NOW, sendLead } from "../../tests/kit/console/console-kit.ts";
import { addStaff } from "../console/staff-store.ts";
import { auditTrail } from "../console/audit-log.ts";
import { moderateReview } from "../console/review-moderation.ts";
import type { Database } from "../types/services.ts";
import type { Site } from "../types/index.ts";
import { formatReviewReport, importReviews, type ReviewImportOptions } from "./import/import-reviews.ts";
import { locationRatings, reviewListing } from "./site-reviews.ts";

const OPTIONS = { minimum_rating: 4, full_text_count: 12, hide_names: false, hidden_reviewers: [] as string[], entries: {} };
const site = (reviews: Partial<typeof OPTIONS> = {}): Site => testSite({}, { reviews: { ...OPTIONS, ...reviews } } as Partial<Site>);
const bytes = (text: string) => new TextEncoder().encode(text);
const CSV: ReviewImportOptions = { format: "csv", location: "harbour-toyota-sales", acceptValid: false };

const GOOD_CSV = [
  "id,customer_name,text,rating,review_date,reply_text,reply_date",
  'g1,Pat Smith,"Great service, fair price",5,2026-03-01,Thanks Pat,2026-03-02',
  "g2,Jo Lee,Good,4,02/03/2026,,",
  "g3,Al Brown,Slow,2,2026-03-03,,",
].join("\n");

describe("reviews storage", () => {
  forEachBackend((backend) => {
    it("imports a CSV export, rates and lists its reviews, and updates them when imported again", async () => {
      const { db } = await backend.open();
      const report = await importReviews(db, site(), bytes(GOOD_CSV), CSV, NOW);
      expect(report).toMatchObject({ outcome: "applied", read: 3, added: 3, updated: 0, problems: [] });
      expect(formatReviewReport(report)).toBe("Imported 3 of 3 reviews: 3 new, 0 updated.");
      expect(await locationRatings(db, site())).toEqual({ "harbour-toyota-sales": { count: 3, average_rating: 3.7 } });

      const listing = await reviewListing(db, site(), null);
      expect(listing.summary).toEqual({ count: 3, average_rating: 3.7 });
      expect(listing.reviews.map((r) => [r.customer_name, r.rating, r.review_date, r.reply_text])).toEqual([
        ["Jo Lee", 4, "2026-03-02", null],
        ["Pat Smith", 5, "2026-03-01", "Thanks Pat"],
      ]);

      const again = await importReviews(db, site(), bytes("id,customer_name,rating,review_date,reply_text\ng2,Jo Lee,4,2026-03-02,Thanks Jo"), CSV, NOW);
      expect(again).toMatchObject({ outcome: "applied", added: 0, updated: 1 });
      expect((await reviewListing(db, site(), null)).reviews[0]!.reply_text).toBe("Thanks Jo");
    });

    it("rejects a file with bad rows, naming each row and field, and imports only the good ones when asked", async () => {
      const { db } = await backend.open();
      const bad = [
        "id,customer_name,rating,review_date,location",
        "g1,Pat Smith,5,2026-03-01,",
        "g2,,6,yesterday,",
        "g3,Al Brown,4,,nowhere",
        "g1,Pat Smith,5,2026-03-01,",
      ].join("\n");
      const report = await importReviews(db, site(), bytes(bad), CSV, NOW);
      expect(report.outcome).toBe("rejected");
      expect(report.problems.map((p) => [p.where, p.field])).toEqual([
        ["line 3", "customer_name"],
        ["line 3", "rating"],
        ["line 3", "review_date"],
        ["line 4", "location"],
        ["line 5", "id"],
      ]);
      expect(formatReviewReport(report)).toContain('line 4  location  the site has no location "nowhere"');
      expect(await locationRatings(db, site())).toEqual({});

      expect(await importReviews(db, site(), bytes(bad), { ...CSV, acceptValid: true }, NOW)).toMatchObject({ outcome: "applied", added: 1 });
      const header = await importReviews(db, site(), bytes("name,stars\nPat,5"), CSV, NOW);
      expect(header.problems.map((p) => [p.where, p.field])).toEqual([["header", "id"], ["header", "customer_name"], ["header", "rating"], ["header", "name"], ["header", "stars"]]);
    });

    it("reads Google Business Profile's JSON export, replies included", async () => {
      const { db } = await backend.open();
      const google = {
        reviews: [
          { reviewId: "AbC1", reviewer: { displayName: "Mei Chen" }, starRating: "FIVE", comment: "Lovely people", createTime: "2026-04-01T01:02:03Z", reviewReply: { comment: "Thanks Mei!", updateTime: "2026-04-02T00:00:00Z" } },
          { reviewId: "AbC2", reviewer: { displayName: "Tom Kelly" }, starRating: "SIX" },
        ],
      };
      const report = await importReviews(db, site(), bytes(JSON.stringify(google)), { ...CSV, format: "json" }, NOW);
      expect(report.problems).toEqual([{ where: "review 2", field: "rating", message: 'expected a whole number of stars from 1 to 5, got "SIX"' }]);
      await importReviews(db, site(), bytes(JSON.stringify(google)), { ...CSV, format: "json", acceptValid: true }, NOW);
      expect((await reviewListing(db, site(), null)).reviews).toEqual([
        { id: expect.any(String), location: "harbour-toyota-sales", customer_name: "Mei Chen", text: "Lovely people", rating: 5, review_date: "2026-04-01T01:02:03Z", reply_text: "Thanks Mei!", reply_date: "2026-04-02T00:00:00Z" },
      ]);
    });

    it("combines the site document's reviews with stored ones, hiding names and hidden reviewers as the site says", async () => {
      const { db } = await backend.open();
      await importReviews(db, site(), bytes(GOOD_CSV), CSV, NOW);
      const entered = { "harbour-toyota-service": [{ id: "s1", customer_name: "Sam Lee", rating: 5, review_date: "2026-05-01", text: "Quick service" }] };
      const shown = site({ entries: entered, hide_names: true, hidden_reviewers: ["jo lee"] });
      const listing = await reviewListing(db, shown, null);
      expect(listing.summary).toEqual({ count: 4, average_rating: 4 });
      expect(listing.reviews.map((r) => [r.location, r.customer_name, r.rating])).toEqual([
        ["harbour-toyota-service", "Verified customer", 5],
        ["harbour-toyota-sales", "Verified customer", 5],
      ]);
      expect(await locationRatings(db, shown)).toEqual({ "harbour-toyota-sales": { count: 3, average_rating: 3.7 }, "harbour-toyota-service": { count: 1, average_rating: 5 } });
    });

    it("publishes a review-form review only once an owner or manager approves it, audited", async () => {
      const { db } = await backend.open();
      const lead = await sendLead(db, "harbour-motors", { form: "review", rating: 5, location_id: 12, message: "Brilliant service", name: "Sam", last_name: "taylor", email: "sam@example.com" }, NOW);
      const owner = await addStaff(db, { siteSlug: "harbour-motors", email: "owner@harbour.example", role: "owner", actor: "test" }, NOW);
      const sales = await addStaff(db, { siteSlug: "harbour-motors", email: "sales@harbour.example", role: "sales", actor: "test" }, NOW);
      const listed = async (database: Database) => (await reviewListing(database, site(), null)).reviews.map((r) => [r.customer_name, r.location, r.text, r.review_date]);
      expect(await listed(db)).toEqual([]);

      expect(await moderateReview(db, sales, site(), lead, "approve", NOW)).toBe("forbidden");
      expect(await moderateReview(db, owner, site(), "no-such-lead", "approve", NOW)).toBe("not-found");
      expect(await moderateReview(db, owner, site(), lead, "approve", NOW)).toBe("changed");
      expect(await moderateReview(db, owner, site(), lead, "approve", NOW)).toBe("unchanged");
      expect(await listed(db)).toEqual([["Sam T.", "harbour-toyota-service", "Brilliant service", "2026-12-05"]]);

      expect(await moderateReview(db, owner, site(), lead, "reject", new Date(NOW.getTime() + 60_000))).toBe("changed");
      expect(await listed(db)).toEqual([]);
      expect((await auditTrail(db, "harbour-motors", lead)).map((entry) => [entry.actor, entry.action, entry.before, entry.after])).toEqual([
        ["owner@harbour.example", "review.approve", '{"review":"pending"}', '{"review":"published"}'],
        ["owner@harbour.example", "review.reject", '{"review":"published"}', '{"review":"rejected"}'],
      ]);

      const enquiry = await sendLead(db, "harbour-motors", { form: "enquiry", name: "Ada" }, NOW);
      expect(await moderateReview(db, owner, site(), enquiry, "approve", NOW)).toBe("not-found");
    });
  });
});
