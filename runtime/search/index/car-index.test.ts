import { describe, expect, it } from "vitest";
import { demoStock } from "../../../tests/kit/search/demo-stock.ts";
import { CarIndex } from "./car-index.ts";
import { prepareCars } from "./stored-record.ts";
import { cardOf, carRecord, STORED_ONLY, type RecordAttributes, type SearchRecord } from "./car-record.ts";
import { CUSTOM_RANK } from "../../rules/sort-key.ts";
import { slotsOf } from "./bitset.ts";
import { TextIndex } from "./text-index.ts";
import { FilterSets } from "../query/filter-sets.ts";

const cars = demoStock([{ id: 101, slug: "a", name: "A Motors", city: "Sydney", state: "NSW" }], 300, 5, new Date("2025-03-10T00:00:00Z"));
const record = (index: number, fields: object = {}) => carRecord({ ...cars[index]!, ...fields }, { name: "A Motors" });
/** The attributes of every car an index holds, with its objectID. */
const held = (index: CarIndex) =>
  index.records.flatMap((kept, slot): RecordAttributes[] => (kept ? [{ ...index.attributesAt(slot), objectID: kept.objectID }] : []));

describe("carRecord", () => {
  it("maps car fields to the spec's facet names and derives the rest", () => {
    const car = cars.find((candidate) => candidate.location && (candidate.standardEquipment ?? []).includes("Apple CarPlay"))!;
    const derived = carRecord({ ...car, certified: true, reserved: true, price: 23_500 }, { name: "A Motors" }).attributes;
    expect(derived).toMatchObject({
      make_model: `${car.make} ${car.model}`,
      body: car.simple_body,
      fuel: car.simple_fuel,
      transmission: car.simple_transmission,
      odometer: car.km,
      location_name: car.location!.name,
      dealership_name: "A Motors",
      price_range: "20000-30000",
      created_at_timestamp: Math.floor(Date.parse(car.created_at) / 1000),
      _tags: ["reserved", "certified"],
    });
    expect(derived.categories).toContain("Certified Pre-Owned");
    expect(derived.filtered_features).toContain("Apple CarPlay");
    expect(carRecord({ ...car, price: 0 }, undefined).attributes).toMatchObject({ price_range: null, dealership_name: null });
    expect(carRecord({ ...car, price: 150_000 }, undefined).attributes.price_range).toBe("100000+");
  });

  it("keeps vehicle-page detail out of the default hit", () => {
    const listing = cardOf(record(0).attributes, String(cars[0]!.id));
    expect(listing).toMatchObject({ id: cars[0]!.id, objectID: String(cars[0]!.id), primary_image_url: cars[0]!.primary_image_url });
    for (const detail of ["images", "dealercomments", "standardEquipment", "finance_lenders", "features", "variant"]) expect(listing).not.toHaveProperty(detail);
  });

  it("gives a hit its first photo, with a stored photo's size and variants for the card's srcset (issue 19 §2)", () => {
    const demo = cardOf(record(0).attributes, "0");
    expect(demo.primary_photo).toEqual({ url: cars[0]!.primary_image_url, width: cars[0]!.images[0]!.width, height: cars[0]!.images[0]!.height, thumb: cars[0]!.images[0]!.thumb });
    const url = `/media/cars/${cars[0]!.id}/photos/${"a".repeat(64)}/fallback.jpg`;
    const photo = { url, thumb: { url }, isVideo: false, width: 1600, height: 1000, variants: { widths: [320, 640], dominant: "#102030" }, source: { name: "https://dms.example/1.jpg", etag: null, size: 9 } };
    const stored = cardOf(carRecord({ ...cars[0]!, images: [photo], primary_image_url: url }, undefined).attributes, "0");
    expect(stored.primary_photo).toEqual({ url, thumb: { url }, width: 1600, height: 1000, variants: { widths: [320, 640], dominant: "#102030" } });
  });

  it("keeps no vehicle-page detail in the index, only the fields search needs", () => {
    const index = new CarIndex([record(0)]);
    const [attributes] = held(index);
    for (const detail of STORED_ONLY) expect(attributes).not.toHaveProperty(detail);
    expect(attributes).toMatchObject({ id: cars[0]!.id, make: cars[0]!.make, stocknum: cars[0]!.stocknum });
    // The equipment list stays searchable and countable as the derived features, which its column alone holds.
    expect(attributes!.features).toEqual(cars[0]!.standardEquipment ?? []);
    expect(attributes!.features).not.toHaveLength(0);
    expect(index.records[0]!.names).not.toContain("features");
  });
});

describe("CarIndex", () => {
  it("replaces a record on upsert and forgets it on remove", () => {
    const index = new CarIndex([record(0), record(1)]);
    index.upsert(record(0, { make: "Replaced" }));
    expect(index.size).toBe(2);
    expect(held(index).find((kept) => kept.objectID === String(cars[0]!.id))!.make).toBe("Replaced");
    const make = index.facets.get("make")!;
    expect(make.idOf("Replaced")).toBeDefined();
    expect(index.remove(String(cars[1]!.id))).toBe(true);
    expect(index.remove(String(cars[1]!.id))).toBe(false);
    expect(index.size).toBe(1);
  });

  it("keeps sorted orders current as records arrive after the order was built", () => {
    const index = new CarIndex(cars.slice(0, 100).map((_, i) => record(i)));
    expect(index.orders.get(CUSTOM_RANK)).toHaveLength(100);
    index.upsert(record(100, { custom_rank: 1e9 }));
    index.upsert(record(101, { custom_rank: -1 }));
    const order = index.orders.get(CUSTOM_RANK);
    const ranks = [...order].filter((slot) => index.records[slot]).map((slot) => index.attributesAt(slot).custom_rank as number);
    expect(ranks[0]).toBe(1e9);
    expect(ranks.at(-1)).toBe(-1);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("merges cars added in batches into an order exactly as sorting everything would", () => {
    const index = new CarIndex(cars.slice(0, 50).map((_, i) => record(i)));
    const byPrice = { attribute: "price", direction: "asc" } as const;
    index.orders.get(byPrice);
    for (const [from, to] of [[50, 51], [51, 180], [180, 300]] as const) {
      for (let i = from; i < to; i++) index.upsert(record(i, { price: i % 7 === 0 ? null : (i * 7919) % 50_000, custom_rank: i % 5 }));
      const order = [...index.orders.get(byPrice)];
      const everySlot = Array.from({ length: index.slotCount }, (_, slot) => slot).filter((slot) => order.includes(slot));
      expect(order).toEqual(everySlot.sort(index.orders.comparator(byPrice)));
      expect(order).toHaveLength(to);
    }
  });

  it("takes new cars into sorts in use when changes are caught up, ending as sorting everything would", () => {
    const index = new CarIndex(cars.slice(0, 50).map((_, i) => record(i)));
    const byPrice = { attribute: "price", direction: "asc" } as const;
    const sorted = () => [...index.orders.get(byPrice)].filter((slot) => index.records[slot]);
    const expected = () => Array.from({ length: index.slotCount }, (_, slot) => slot).filter((slot) => index.records[slot]).sort(index.orders.comparator(byPrice));
    index.orders.get(byPrice);
    for (let i = 50; i < 200; i++) {
      index.upsert(record(i % 120, { price: (i * 7919) % 50_000, custom_rank: i % 5 }));
      index.orders.catchUp();
      // Read now and then: the sort is in use for some changes and waits for its next read after others.
      if (i % 7 === 0) expect(sorted()).toEqual(expected());
    }
    expect(sorted()).toEqual(expected());
    expect(sorted()).toHaveLength(index.size);
  });

  it("keeps a sort in use merged for 64 catch-ups after its last read, so searches in between never merge", () => {
    const index = new CarIndex(cars.slice(0, 50).map((_, i) => record(i)));
    const byPrice = { attribute: "price", direction: "asc" } as const;
    index.orders.get(byPrice);
    for (let i = 0; i < 64; i++) {
      index.upsert(record(i % 50, { price: 1000 + i }));
      index.orders.catchUp();
      expect(index.orders.waiting(byPrice)).toBe(0);
    }
    // Unread for longer, it waits for its next read, which merges everything.
    index.upsert(record(1, { price: 5 }));
    index.orders.catchUp();
    expect(index.orders.waiting(byPrice)).toBe(1);
    const order = [...index.orders.get(byPrice)].filter((slot) => index.records[slot]);
    expect(index.orders.waiting(byPrice)).toBe(0);
    expect(index.attributesAt(order[0]!).price).toBe(5);
  });

  it("filters a value through its postings: a changed or removed record no longer matches its old value", () => {
    const index = new CarIndex(cars.slice(0, 50).map((_, i) => record(i, { make: i < 10 ? "Lada" : "Kia", colour: "Red" })));
    const filters = new FilterSets(index);
    const lada = () => [...slotsOf(filters.matching([[{ kind: "facet", attribute: "make", value: "lada", negated: false }]]))];
    expect(lada()).toHaveLength(10);
    expect(index.facets.get("make")!.postingsOf(index.facets.get("make")!.idOf("Lada")!)).toHaveLength(10);
    index.upsert(record(0, { make: "Kia", colour: "Red" }));
    index.remove(String(cars[1]!.id));
    expect(lada().map((slot) => index.records[slot]!.objectID).sort()).toEqual(cars.slice(2, 10).map((car) => String(car.id)).sort());
    const notLada = filters.matching([[{ kind: "facet", attribute: "make", value: "Lada", negated: true }]]);
    expect(slotsOf(notLada)).toHaveLength(index.size - 8);
    // Columns kept without postings (prices, kilometres...) still answer exact values.
    const price = cars[5]!.price;
    const priced = filters.matching([[{ kind: "facet", attribute: "price", value: String(price), negated: false }]]);
    expect(slotsOf(priced).length).toBeGreaterThan(0);
    expect([...slotsOf(priced)].every((slot) => index.attributesAt(slot).price === price)).toBe(true);
    expect(index.facets.get("price")!.postingsOf(index.facets.get("price")!.idOf(String(price))!)).toBeUndefined();
  });

  it("reclaims dead slots once they outnumber the live ones, losing nothing", () => {
    const index = new CarIndex();
    for (let round = 0; round < 20; round++) for (let i = 0; i < 300; i++) index.upsert(record(i, { views: round }));
    expect(index.size).toBe(300);
    expect(index.slotCount).toBeLessThan(300 + 4096 + 300);
    expect(held(index).every((kept) => kept.views === 19)).toBe(true);
    const found = Array.from(slotsOf(index.text.match(cars[7]!.stocknum, ["stocknum"], index.capacity).set)).filter((slot) => index.records[slot]);
    expect(found.map((slot) => index.attributesAt(slot).stocknum)).toEqual([cars[7]!.stocknum]);
  });
});

describe("TextIndex", () => {
  const indexedValues = (record: SearchRecord) => prepareCars([record]).indexed[0]!;
  const text = new TextIndex();
  const plain = { badge: null, series: null, colour: "White", stocknum: "S1", vin: null, regplate: null };
  text.add(0, indexedValues(record(0, { ...plain, make: "Toyota", model: "Corolla", name: "2020 Toyota Corolla" })));
  text.add(1, indexedValues(record(1, { ...plain, make: "Toyota", model: "Camry", name: "2020 Toyota Camry" })));
  text.add(2, indexedValues(record(2, { ...plain, make: "Mazda", model: "CX-5", name: "2020 Mazda CX-5", colour: "Corolla Red" })));
  text.add(3, indexedValues(record(3, { ...plain, make: "Toyota", model: "Corollas", name: "Toyota Corollas" })));
  text.add(4, indexedValues(record(4, { ...plain, make: "Toyota", model: "Corolle", name: "Toyota Corolle" })));
  const matching = (query: string, fields: string[] | null = null) => [...slotsOf(text.match(query, fields, 64).set)];

  it("needs every word, the last also as a prefix, with typos by word length", () => {
    expect(matching("toyota")).toEqual([0, 1, 3, 4]);
    expect(matching("toyota cam")).toEqual([1]);
    expect(matching("toyota corolla")).toEqual([0, 3, 4]);
    expect(matching("toy camry")).toEqual([]);
    expect(matching("toyta corola")).toEqual([0]);
    expect(matching("cx 5")).toEqual([2]);
    expect(matching("corolla")).toEqual([0, 2, 3, 4]);
    expect(matching("corolla", ["model"])).toEqual([0, 3, 4]);
  });

  it("finds identifier words exactly and as a prefix, in their own fields, and rego words with few digits also with typos", () => {
    const ids = new TextIndex();
    const car = { make: "Kia", model: "Rio", badge: null, series: null, name: "Kia Rio", colour: "Red" };
    ids.add(0, indexedValues(record(0, { ...car, stocknum: "U00011", vin: "1M8GDM9AXKP042788", regplate: "ABCDEF12" })));
    ids.add(1, indexedValues(record(1, { ...car, stocknum: "U00012", vin: null, regplate: "ABCDE123" })));
    ids.add(2, indexedValues(record(2, { ...car, stocknum: "N00011", vin: null, regplate: "U00011" })));
    const found = (query: string, fields: string[] | null = null) => [...slotsOf(ids.match(query, fields, 64).set)];
    expect(found("u00011")).toEqual([0, 2]);
    expect(found("u00011", ["stocknum"])).toEqual([0]);
    expect(found("u00011", ["regplate"])).toEqual([2]);
    expect(found("u0001")).toEqual([0, 1, 2]);
    expect(found("u0001 kia")).toEqual([]);
    expect(found("kia u0001")).toEqual([0, 1, 2]);
    expect(found("1m8gdm9axkp")).toEqual([0]);
    expect(found("1m8gdm9axkp", ["stocknum"])).toEqual([]);
    expect(found("abcdefgh")).toEqual([0]);
    expect(found("abcde123")).toEqual([1]);
    expect(ids.match("kia u00011", null, 64).tier(0)).toBeLessThan(ids.match("kia u0001", null, 64).tier(0));
  });

  it("ranks exact words before prefixes before typos", () => {
    const { tier } = text.match("toyota corolla", null, 64);
    expect(tier(0)).toBeLessThan(tier(3));
    expect(tier(3)).toBeLessThan(tier(4));
  });
});

describe("common facet values", () => {
  it("keep a bitset instead of their postings, which follows changes and filters exactly like the postings", () => {
    const index = new CarIndex(cars.map((_, i) => record(i)));
    const make = index.facets.get("make")!;
    const tally = new Map<string, number>();
    for (const car of cars) tally.set(car.make, (tally.get(car.make) ?? 0) + 1);
    const byCount = [...tally].sort((a, b) => b[1] - a[1]);
    const common = byCount[0]![0];
    expect(make.denseSet(make.idOf(common)!)).toBeDefined();
    expect(make.postingsOf(make.idOf(common)!)).toBeUndefined();
    // A value held by fewer than 1/64 of the slots keeps its postings and no bitset.
    const [rare, rareCount] = byCount.at(-1)!;
    expect(rareCount * 64).toBeLessThan(index.capacity);
    expect(make.denseSet(make.idOf(rare)!)).toBeUndefined();
    expect(make.postingsOf(make.idOf(rare)!)).toHaveLength(rareCount);
    const holders = () => held(index).filter((kept) => kept.make === common).map((kept) => kept.objectID).sort();
    const matched = () =>
      [...slotsOf(new FilterSets(index).matching([[{ kind: "facet", attribute: "make", value: common, negated: false }]]))]
        .map((slot) => index.records[slot]!.objectID).sort();
    expect(matched()).toEqual(holders());
    const other = cars.findIndex((car) => car.make !== common);
    index.upsert(record(cars.findIndex((car) => car.make === common), { make: "Lada" }));
    index.upsert(record(other, { make: common }));
    expect(matched()).toEqual(holders());
    expect(matched()).toContain(String(cars[other]!.id));
  });
});
