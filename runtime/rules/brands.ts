import type { BrandEntry } from "../types/generated/brand-entry.ts";
import type { Model } from "../types/generated/model.ts";

type Brand = Pick<BrandEntry, "slug" | "skipPage" | "models">;

/** The brand a /{brand slug}/overview page is about; a brand without a page (skipPage) has none. */
export function findBrandPage<B extends Brand>(brands: readonly B[], slug: string | undefined): B | null {
  return brands.find((brand) => brand.slug === slug && !brand.skipPage) ?? null;
}

/** The model a /{model slug}/accessories page is about, with its brand: the first brand that lists it. */
export function findModel<B extends Brand>(brands: readonly B[], slug: string | undefined): { brand: B; model: Model } | null {
  for (const brand of brands) {
    const model = brand.models.find((entry) => entry.slug === slug);
    if (model) return { brand, model };
  }
  return null;
}

/** The stock search of one model: /search/{make}/{model}. */
export function modelSearchHref(brand: Pick<BrandEntry, "slug">, model: Pick<Model, "slug">): string {
  return `/search/${brand.slug}/${model.slug}`;
}

/** Where a model tile goes: the model's own override URL, else its stock search. */
export function modelTileHref(brand: Pick<BrandEntry, "slug">, model: Pick<Model, "slug" | "override_url">): string {
  return model.override_url || modelSearchHref(brand, model);
}
