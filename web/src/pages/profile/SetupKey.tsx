import { useId } from 'react';

/** The TOTP key for typing into an authenticator app by hand: read-only, selectable, wrapping on small screens. */
export function SetupKey({ secret }: { secret: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Setup key
      </label>
      <textarea
        id={id}
        readOnly
        value={secret}
        rows={2}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="field-sizing-content resize-none rounded-md border border-line-strong bg-page px-3 py-2.5 font-mono text-sm break-all text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-text"
      />
    </div>
  );
}
