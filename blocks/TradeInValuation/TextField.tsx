import type { InputHTMLAttributes, ReactNode } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  /** Form-unique id prefix of this block instance. */
  idPrefix: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  suffix?: ReactNode;
  onChange: (value: string) => void;
}

/** A labelled text box with its error (and an optional unit after it), described for screen readers. */
export function TextField({ idPrefix, name, label, value, error, suffix, onChange, ...input }: TextFieldProps) {
  const id = `${idPrefix}-${name}`;
  const described = [error ? `${id}-error` : "", suffix ? `${id}-suffix` : ""].filter(Boolean).join(" ");
  return (
    <div className="fc-valuation__field">
      <label htmlFor={id}>{label}</label>
      <div className="fc-valuation__input">
        <input
          {...input}
          id={id}
          name={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {suffix && <span id={`${id}-suffix`} className="fc-valuation__suffix">{suffix}</span>}
      </div>
      {error && <p id={`${id}-error`} className="fc-valuation__error">{error}</p>}
    </div>
  );
}
