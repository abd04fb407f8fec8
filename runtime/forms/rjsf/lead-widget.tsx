import type { ChangeEvent } from "react";
import type { RJSFSchema, WidgetProps } from "@rjsf/utils";
import type { FormValues } from "../form-types.ts";
import type { AvailableDay } from "../../rules/bookable-slots.ts";
import { choiceOptions, controlKind, valueOfInput, type ControlKind } from "../ui/control-kind.ts";
import { errorIdOf } from "../ui/field-ids.ts";
import { formatDecimal } from "../../rules/digit-groups.ts";
import { formatPrice } from "../../rules/price-display.ts";
import { dateLabel, timeLabel } from "../../rules/date-time-labels.ts";
import type { LeadFormContext } from "./lead-form-context.ts";

/**
 * The one rjsf widget of lead forms: every control, picked by controlKind. Named by its field, a control posts
 * as a plain form control before (or without) JavaScript; `required` is for assistive technology and the browser
 * alike (the form is novalidate: the form's own check speaks, with the spec's words).
 */
export function LeadWidget(props: WidgetProps<FormValues, RJSFSchema, LeadFormContext>) {
  const { id, name, schema, uiSchema: ui = {}, value, required, rawErrors, registry } = props;
  const context = registry.formContext;
  const kind = controlKind(schema, ui);
  const title = String(schema.title ?? props.label);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const change = (raw: string | boolean) => props.onChange(valueOfInput(schema, raw));
  const chosenDate = typeof context.values.preferred_date === "string" ? context.values.preferred_date : undefined;
  const text = (shown: string) => ({
    value: shown,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(e.target.value),
  });
  const common = {
    id,
    name,
    disabled: props.disabled || props.readonly || context.submitting,
    required: required ?? false,
    onBlur: () => props.onBlur(id, value),
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorIdOf(id) : undefined,
  };
  const options = (ui["ui:options"] ?? {}) as { inputMode?: "numeric"; autoCapitalize?: string; quickPicks?: number[] };
  const asText = value === undefined || value === null ? "" : String(value);

  switch (kind) {
    case "textarea":
      return <textarea {...common} {...text(asText)} rows={4} maxLength={schema.maxLength} />;
    case "checkbox":
      return <input {...common} type="checkbox" value="true" checked={value === true} onChange={(e) => change(e.target.checked)} />;
    case "radio":
      return (
        <div className="fc-lead-radio-group">
          {choiceOptions(schema, ui).map((option, i) => (
            <label key={option.value} className="fc-lead-radio">
              <input
                {...common}
                id={i === 0 ? id : `${id}-${i}`}
                type="radio"
                value={option.value}
                checked={asText === option.value}
                onChange={() => change(option.value)}
              />
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
      return <SlotControl kind={kind} availability={context.availability} chosenDate={chosenDate} common={common} text={text} asText={asText} />;
    case "money":
      return (
        <div className="fc-lead-money">
          <div className="fc-lead-affix">
            <span className="fc-lead-affix__text" aria-hidden="true">
              $
            </span>
            <input {...common} type="text" inputMode="numeric" autoComplete="off" {...text(displayNumber(value))} />
          </div>
          {context.interactive && options.quickPicks && options.quickPicks.length > 0 && (
            <div className="fc-lead-quick-picks" role="group" aria-label={`Quick picks for ${title}`}>
              {options.quickPicks.map((amount) => (
                <button key={amount} type="button" aria-pressed={value === amount} onClick={() => change(String(amount))}>
                  {formatPrice(amount)}
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

/** What a number input shows for a field value: thousands separators for a number, typed text as typed. */
function displayNumber(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return formatDecimal(value, 0);
  return typeof value === "string" ? value : "";
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

interface SlotProps {
  kind: ControlKind;
  availability: AvailableDay[] | null;
  chosenDate: string | undefined;
  common: Record<string, unknown>;
  text: (shown: string) => Record<string, unknown>;
  asText: string;
}

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
