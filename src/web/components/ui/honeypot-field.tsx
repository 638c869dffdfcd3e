/**
 * A field hidden from people (and from assistive technology) that only a form-filling bot types
 * in: a public form's answer is refused when it holds anything (the server checks `website`).
 */
export function HoneypotField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
