import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input. `optional` adds "(optional)" to the label. */
export function TextField({
  label,
  optional = false,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; optional?: boolean }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 text-left ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      <input
        id={id}
        className="h-11 rounded-md border border-line-strong bg-page px-3 text-base text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-text"
        {...input}
      />
    </div>
  );
}
