import type { BrandEntry } from "../types/generated/brand-entry.ts";
import type { Model } from "../types/generated/model.ts";

/** Spec §2 /models?body={body-slug}: the body name lowercased, spaces to hyphens, ampersand removed. */
export function bodySlug(body: string): string {
  return body.toLowerCase().replace(/&/g, "").trim().split(/\s+/).join("-");
}

export interface BodyModel<B> {
  brand: B;
  model: Model;
}

/** The models of the site's brands whose body has this slug (every model with a body when null), brand by brand. */
export function modelsOfBody<B extends Pick<BrandEntry, "models">>(brands: readonly B[], slug: string | null): BodyModel<B>[] {
  return brands.flatMap((brand) =>
    brand.models.filter((model) => model.body && (slug === null || bodySlug(model.body) === slug)).map((model) => ({ brand, model })),
  );
}

/** The bodies the site's models have, each once under its first spelling, in the order they first appear. */
export function modelBodies(brands: readonly Pick<BrandEntry, "models">[]): Array<{ name: string; slug: string }> {
  const bodies = new Map<string, string>();
  for (const { model } of modelsOfBody(brands, null)) bodies.set(bodySlug(model.body!), bodies.get(bodySlug(model.body!)) ?? model.body!);
  return [...bodies].map(([slug, name]) => ({ name, slug }));
}
