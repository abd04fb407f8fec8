import { describe, expect, it } from "vitest";
import type { Car, CarImage } from "../../types/generated/car.ts";
import { canChangeStock, canHandleReservations } from "./staff-role.ts";
import { filterStock, readStockFilter, STOCK_PAGE_SIZE, stockMakes, stockQuery } from "./stock-filter.ts";
import { changesNothing, fieldsOf, movePhoto, readCarForm, removePhoto } from "./car-form.ts";

const car = (id: number, fields: Partial<Car> = {}) =>
  ({ id, name: `2024 Toyota HiLux ${id}`, make: "Toyota", status: "in_stock", stocknum: `S${id}`, vin: null, regplate: null, location_id: 11, created_at: `2026-11-${String(10 + (id % 20)).padStart(2, "0")}T00:00:00.000Z`, ...fields }) as Car;

describe("stock roles", () => {
  it("lets owners and managers change stock and handle reservations, and sales staff only read stock", () => {
    expect([canChangeStock("owner"), canChangeStock("manager"), canChangeStock("sales")]).toEqual([true, true, false]);
    expect([canHandleReservations("owner"), canHandleReservations("manager"), canHandleReservations("sales")]).toEqual([true, true, false]);
  });
});

describe("readStockFilter", () => {
  it("reads every filter and drops bad values rather than refusing", () => {
    expect(readStockFilter(new URLSearchParams("q=+hilux+&make=Toyota&status=sold&location=11&page=2"))).toEqual({ text: "hilux", make: "Toyota", status: "sold", location: 11, page: 2 });
    expect(readStockFilter(new URLSearchParams(`q=${"x".repeat(101)}&status=stolen&location=-3&page=0`))).toEqual({ text: null, make: null, status: null, location: null, page: 1 });
  });
  it("writes the same filter back as a query for pages", () => {
    const filter = readStockFilter(new URLSearchParams("make=Mazda&q=a%26b"));
    expect(stockQuery(filter)).toBe("?q=a%26b&make=Mazda");
    expect(stockQuery(filter, 3)).toBe("?q=a%26b&make=Mazda&page=3");
    expect(stockQuery(readStockFilter(new URLSearchParams()))).toBe("");
  });
});

describe("filterStock", () => {
  const cars = [car(1), car(2, { make: "Mazda", name: "2023 Mazda CX-5" }), car(3, { status: "sold", regplate: "ABC123" }), car(4, { location_id: 12, vin: "JTEBU3FJ00K123456" })];
  it("keeps the cars of every filter, newest stocked first", () => {
    const all = readStockFilter(new URLSearchParams());
    expect(filterStock(cars, all).cars.map((c) => c.id)).toEqual([4, 3, 2, 1]);
    expect(filterStock(cars, { ...all, make: "mazda" }).cars.map((c) => c.id)).toEqual([2]);
    expect(filterStock(cars, { ...all, status: "sold" }).cars.map((c) => c.id)).toEqual([3]);
    expect(filterStock(cars, { ...all, location: 12 }).cars.map((c) => c.id)).toEqual([4]);
    for (const text of ["abc1", "s2", "jtebu", "cx-5"]) expect(filterStock(cars, { ...all, text }).total).toBe(1);
  });
  it("pages the list", () => {
    const many = Array.from({ length: STOCK_PAGE_SIZE + 1 }, (_, i) => car(i + 1, { created_at: `2026-11-01T00:00:${String(i).padStart(2, "0")}.000Z` }));
    const first = filterStock(many, readStockFilter(new URLSearchParams()));
    expect([first.cars.length, first.total, first.hasNext]).toEqual([STOCK_PAGE_SIZE, STOCK_PAGE_SIZE + 1, true]);
    const second = filterStock(many, readStockFilter(new URLSearchParams("page=2")));
    expect([second.cars.map((c) => c.id), second.hasNext]).toEqual([[1], false]);
  });
  it("offers each make once, in order", () => {
    expect(stockMakes(cars)).toEqual(["Mazda", "Toyota"]);
  });
});

describe("readCarForm", () => {
  const form = (text: string) => new URLSearchParams(text);
  it("reads each form's fields", () => {
    expect(readCarForm("sold", form("value=yes"))).toEqual({ values: { status: "sold" } });
    expect(readCarForm("sold", form("value=no"))).toEqual({ values: { status: "in_stock" } });
    expect(readCarForm("reserved", form("value=yes"))).toEqual({ values: { reserved: true } });
    expect(readCarForm("website", form("value=no"))).toEqual({ values: { show_on_dealer_website: false } });
    expect(readCarForm("price", form("price=%2424%2C990&before_price="))).toEqual({ values: { price: 24990, before_price: null } });
    expect(readCarForm("price", form("price=23990.50&before_price=26990"))).toEqual({ values: { price: 23990.5, before_price: 26990 } });
    expect(readCarForm("tag", form("tag=+Test+Drive+Only+"))).toEqual({ values: { tag: "Test Drive Only" } });
    expect(readCarForm("tag", form("tag="))).toEqual({ values: { tag: null } });
    expect(readCarForm("comments", form("comments=One+owner."))).toEqual({ values: { dealercomments: "One owner." } });
  });
  it("says what is wrong with a form filled in badly", () => {
    expect(readCarForm("sold", form("value=maybe"))).toEqual({ problem: "Choose sold or in stock." });
    for (const prices of ["price=POA", "price=-5", "price=99999999", "price=1&before_price=lots", ""]) expect(readCarForm("price", form(prices))).toHaveProperty("problem");
    expect(readCarForm("tag", form(`tag=${"x".repeat(61)}`))).toEqual({ problem: "A tag is at most 60 characters." });
  });
  it("tells the fields before a change and whether it changes anything", () => {
    const stocked = car(1, { price: 100, before_price: null });
    expect(fieldsOf(stocked, { price: 90, before_price: 100 })).toEqual({ price: 100, before_price: null });
    expect(changesNothing(stocked, { price: 100, before_price: null })).toBe(true);
    expect(changesNothing(stocked, { price: 90, before_price: null })).toBe(false);
  });
});

describe("photo order", () => {
  const images = ["a", "b", "c"].map((url) => ({ url }) as CarImage);
  const urls = (list: CarImage[] | null) => list?.map((image) => image.url) ?? null;
  it("moves a photo earlier, later or first, and removes one", () => {
    expect(urls(movePhoto(images, "c", "first"))).toEqual(["c", "a", "b"]);
    expect(urls(movePhoto(images, "b", "earlier"))).toEqual(["b", "a", "c"]);
    expect(urls(movePhoto(images, "b", "later"))).toEqual(["a", "c", "b"]);
    expect(urls(removePhoto(images, "b"))).toEqual(["a", "c"]);
  });
  it("refuses a move off either end, an unknown move and an unknown photo", () => {
    expect(movePhoto(images, "a", "earlier")).toBeNull();
    expect(movePhoto(images, "c", "later")).toBeNull();
    expect(movePhoto(images, "a", "sideways")).toBeNull();
    expect(movePhoto(images, "z", "first")).toBeNull();
    expect(removePhoto(images, "z")).toBeNull();
  });
});
