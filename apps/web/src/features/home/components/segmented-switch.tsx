type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = { label: string; options: Option<T>[]; value: T; onChange: (value: T) => void };

/** A row of toggle buttons of which exactly one is pressed. */
export function SegmentedSwitch<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented__option"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
