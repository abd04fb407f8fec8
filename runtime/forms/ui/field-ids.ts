/** The id prefix of a form on the page: rjsf's ids are `<prefix>_<field>`, and so are the no-JS form's. */
export function formIdPrefix(blockId: string): string {
  return `lead-${blockId.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function fieldIdOf(prefix: string, field: string): string {
  return `${prefix}_${field}`;
}
