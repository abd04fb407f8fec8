import type { ChangeEvent } from "react";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { AvailableDay } from "../test-drive-slots.ts";
import { choiceOptions, type ControlKind } from "./control-kind.ts";
import { displayNumber, formatMoney } from "./number-format.ts";
import { dateLabel, timeLabel } from "../../rules/date-time-labels.ts";

export interface LeadControlProps {
  id: string;
  name: string;
  kind: ControlKind;
  schema: RJSFSchema;
  ui: UiSchema;
  label: string;
  /** The field's value (interactive form) or starting value (no-JavaScript form). */
  value: unknown;
  /** Absent in the no-JavaScript form: the browser keeps the value and posts it. */
  onChange?: (raw: string | boolean) => void;
  onBlur?: () => void;
  required: boolean;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Test-drive slots, when known; the date and time fields become choices. */
  availability?: AvailableDay[] | null;
  /** The date chosen so far (picks which times the time field offers). */
  chosenDate?: string;
}

/**
 * One form control, the same markup for the rjsf form and the server-rendered no-JavaScript form, so the swap
 * from one to the other shifts nothing on screen.
 */
export function LeadControl(props: LeadControlProps) {
  const { id, name, kind, schema, ui, value, onChange, required, invalid, describedBy, disabled } = props;
  const interactive = onChange !== undefined;
  const text = (shown: string) =>
    interactive
      ? {
          value: shown,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.target.value),
        }
      : { defaultValue: shown };
  const common = {
    id,
    name,
    disabled,
    onBlur: props.onBlur,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    ...(interactive ? { "aria-required": required || undefined } : { required }),
  };
  const options = (ui["ui:options"] ?? {}) as { inputMode?: "numeric"; autoCapitalize?: string; quickPicks?: number[] };
  const asText = value === undefined || value === null ? "" : String(value);

  switch (kind) {
    case "textarea":
      return <textarea {...common} {...text(asText)} rows={4} maxLength={schema.maxLength} />;
    case "checkbox":
      return interactive ? (
        <input {...common} type="checkbox" value="true" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      ) : (
        <input {...common} type="checkbox" value="true" defaultChecked={value === true || value === "true"} />
      );
    case "radio":
      return (
        <div className="fc-lead-radio-group">
          {choiceOptions(schema, ui).map((option, i) => (
            <label key={option.value} className="fc-lead-radio">
              {interactive ? (
                <input
                  {...common}
                  id={i === 0 ? id : `${id}-${i}`}
                  type="radio"
                  value={option.value}
                  checked={asText === option.value}
                  onChange={() => onChange(option.value)}
                />
              ) : (
                <input
                  {...common}
                  id={i === 0 ? id : `${id}-${i}`}
                  type="radio"
                  value={option.value}
                  defaultChecked={asText === option.value}
                />
              )}
              {option.label}
            </label>
          ))}
        </div>
      );
    case "select":
      return (
        <ChoiceSelect
          {...common}
          {...text(asText)}
          placeholder={ui["ui:placeholder"] as string | undefined}
          options={choiceOptions(schema, ui)}
        />
      );
    case "slotDate":
    case "slotTime":
      return <SlotControl {...props} common={common} text={text} asText={asText} />;
    case "money":
      return (
        <div className="fc-lead-money">
          <div className="fc-lead-affix">
            <span className="fc-lead-affix__text" aria-hidden="true">
              $
            </span>
            <input {...common} type="text" inputMode="numeric" autoComplete="off" {...text(displayNumber(value))} />
          </div>
          {interactive && options.quickPicks && options.quickPicks.length > 0 && (
            <div className="fc-lead-quick-picks" role="group" aria-label={`Quick picks for ${props.label}`}>
              {options.quickPicks.map((amount) => (
                <button key={amount} type="button" aria-pressed={value === amount} onClick={() => onChange(String(amount))}>
                  {formatMoney(amount)}
                </button>
              ))}
            </div>
          )}
        </div>
      );
    case "odometer":
      return (
        <div className="fc-lead-affix">
          <input {...common} type="text" inputMode="numeric" autoComplete="off" {...text(displayNumber(value))} />
          <span className="fc-lead-affix__text" aria-hidden="true">
            kms
          </span>
        </div>
      );
    default:
      return (
        <input
          {...common}
          type={kind === "email" ? "email" : kind === "tel" ? "tel" : kind === "date" ? "date" : "text"}
          inputMode={kind === "number" ? "numeric" : options.inputMode}
          autoComplete={(ui["ui:autocomplete"] as string | undefined) ?? undefined}
          autoCapitalize={options.autoCapitalize}
          maxLength={schema.maxLength}
          {...text(asText)}
        />
      );
  }
}

type SelectProps = Record<string, unknown> & { placeholder?: string; options: { value: string; label: string }[] };

function ChoiceSelect({ placeholder, options, ...rest }: SelectProps) {
  return (
    <select {...rest}>
      <option value="">{placeholder ?? "Please select"}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type SlotProps = LeadControlProps & {
  common: Record<string, unknown>;
  text: (shown: string) => Record<string, unknown>;
  asText: string;
};

/** Test-drive date and time: choices from the availability endpoint, or plain date/time inputs without it. */
function SlotControl({ kind, availability, chosenDate, common, text, asText }: SlotProps) {
  if (!availability || availability.length === 0)
    return <input {...common} type={kind === "slotDate" ? "date" : "time"} {...text(asText)} />;
  if (kind === "slotDate") {
    const options = availability.map((day) => ({ value: day.date, label: dateLabel(day.date) }));
    return <ChoiceSelect {...common} {...text(asText)} placeholder="Please Select a Date" options={options} />;
  }
  const day = availability.find((d) => d.date === chosenDate);
  const times = day ? day.slots : [...new Set(availability.flatMap((d) => d.slots))].sort();
  const options = times.map((time) => ({ value: time, label: timeLabel(time) }));
  return <ChoiceSelect {...common} {...text(asText)} placeholder="Please Select a Time" options={options} />;
}
