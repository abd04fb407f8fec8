/** A block's schema defaults: the props a page gives it with `{ "type": "..." }` and no props. */
export function blockDefaults<P>(schema: { properties: Record<string, object> }): P {
  return Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, (property as { default?: unknown }).default])) as P;
}
