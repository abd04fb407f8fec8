/**
 * ajv reports a failed anyOf/oneOf with every branch's errors. A person wants one answer: when the
 * value has the type one branch expects, that branch's errors; otherwise "expected X or Y".
 */
import type { ErrorObject } from "ajv/dist/2020.js";
import { describeValue, typeList, typesOf } from "./describe-value.ts";
import type { Problem } from "./translate-errors.ts";

export function collapseAlternatives(errors: readonly ErrorObject[]): { kept: ErrorObject[]; merged: Problem[] } {
  const dropped = new Set<ErrorObject>();
  const merged: Problem[] = [];
  const alternatives = errors
    .filter((error) => error.keyword === "anyOf" || error.keyword === "oneOf")
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const alternative of alternatives) {
    if (dropped.has(alternative)) continue;
    dropped.add(alternative);
    if ((alternative.params as { passingSchemas?: unknown }).passingSchemas) {
      merged.push({ pointer: alternative.instancePath, at: "value", message: "matches more than one of the allowed forms" });
      continue;
    }
    const branches = branchErrors(alternative, errors, dropped);
    if (branches.size === 0) {
      merged.push({ pointer: alternative.instancePath, at: "value", message: "does not match any of the allowed forms" });
      continue;
    }
    const typeMismatch = (list: ErrorObject[]) =>
      list.some((error) => error.keyword === "type" && error.instancePath === alternative.instancePath);
    const candidate = [...branches.values()].find((list) => !typeMismatch(list));
    for (const list of branches.values()) if (list !== candidate) for (const error of list) dropped.add(error);
    if (!candidate) {
      const expected = [...branches.values()].flatMap((list) => list.filter((e) => e.keyword === "type").flatMap((e) => typesOf(e.params.type)));
      merged.push({
        pointer: alternative.instancePath,
        at: "value",
        message: `expected ${typeList(expected)}, got ${describeValue(alternative.data)}`,
      });
    }
  }
  return { kept: errors.filter((error) => !dropped.has(error)), merged };
}

function branchErrors(alternative: ErrorObject, errors: readonly ErrorObject[], dropped: Set<ErrorObject>): Map<string, ErrorObject[]> {
  const prefix = `${alternative.schemaPath}/`;
  const branches = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    if (dropped.has(error) || !error.schemaPath.startsWith(prefix)) continue;
    const branch = error.schemaPath.slice(prefix.length).split("/")[0]!;
    branches.set(branch, [...(branches.get(branch) ?? []), error]);
  }
  return branches;
}
