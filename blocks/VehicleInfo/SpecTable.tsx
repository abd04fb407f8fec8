import type { SpecLine } from "../../runtime/kit/rules.ts";

/** Label and value rows (empty values were left out by the spec-line rule). */
export function SpecRows({ line }: { line: SpecLine }) {
  return (
    <>
      <dt>{line.label}</dt>
      <dd>{line.value}</dd>
    </>
  );
}

export function SpecTable({ lines }: { lines: SpecLine[] }) {
  return (
    <dl className="fc-vdp-info__specs">
      {lines.map((line) => (
        <div key={line.label} className="fc-vdp-info__row">
          <SpecRows line={line} />
        </div>
      ))}
    </dl>
  );
}
