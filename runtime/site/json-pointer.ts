/** RFC 6901 JSON Pointer helpers: the same escaping ajv uses in its instancePath. */

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function childPointer(parent: string, token: string | number): string {
  return `${parent}/${escapePointerToken(String(token))}`;
}

/** The pointer of the enclosing value; the root ("") is its own parent. */
export function parentPointer(pointer: string): string {
  const slash = pointer.lastIndexOf("/");
  return slash <= 0 ? "" : pointer.slice(0, slash);
}

export function pointerTokens(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(unescapePointerToken);
}
