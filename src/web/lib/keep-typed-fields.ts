type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the shopper changed in one field, as a function that puts it back; undefined when untouched. */
function changeOf(field: Field): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = Array.from(field.options, (option) => option.selected);
    if (chosen.every((selected, i) => selected === field.options[i]?.defaultSelected)) return undefined;
    return () =>
      chosen.forEach((selected, i) => {
        const option = field.options[i];
        if (option) option.selected = selected;
      });
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const { checked } = field;
    if (checked === field.defaultChecked) return undefined;
    return () => {
      field.checked = checked;
    };
  }
  if (field instanceof HTMLInputElement && field.type === "file") return undefined;
  const { value } = field;
  if (value === field.defaultValue) return undefined;
  return () => {
    field.value = value;
  };
}

/**
 * The storefront's HTML takes input before its JavaScript is live (decision 014). Hydrating a
 * `<select>` or `<textarea>`, Preact sets the value the component rendered over what the shopper
 * chose or typed: this notes every field changed from the server's HTML, and the function it
 * returns, called right after hydration, puts those changes back, so the components' own effects
 * (use-early-input.ts, the contact form) find them as React left them.
 */
export function keepTypedFields(root: ParentNode): () => void {
  const changes: [Field, () => void][] = [];
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    const restore = changeOf(field);
    if (restore) changes.push([field, restore]);
  }
  return () => {
    for (const [field, restore] of changes) if (field.isConnected) restore();
  };
}
