/** The id prefix of a form on the page: rjsf's field ids are `<prefix>_<field>`, the error summary links to them. */
export function formIdPrefix(blockId: string): string {
  return `lead-${blockId.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function fieldIdOf(prefix: string, field: string): string {
  return `${prefix}_${field}`;
}

/** The id of a field's message, which its control is described by. */
export const errorIdOf = (fieldId: string) => `${fieldId}__error`;
