import { cloneElement, type ReactElement, type ReactNode } from "react";
import { putValue, type TFunction } from "./translator";

/** A value's place in the translated text while its tags are read: private-use characters. */
const valueMark = /\uE000(\d+)\uE001/g;
const tagPattern = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g;

interface Branch {
  readonly name: string | undefined;
  readonly children: ReactNode[];
}

/**
 * A translation with elements in it: `"Placed on <date>{{date}}</date>"` with
 * `components={{ date: <time dateTime={…} /> }}` renders the date inside the <time>. A tag no
 * component is given for shows its words only; a value is text, even when it holds a `<`.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const put: string[] = [];
  const text = t(i18nKey, {
    ...values,
    [putValue]: (value: string) => `\uE000${put.push(value) - 1}\uE001`,
  });
  const withValues = (piece: string) =>
    piece.replace(valueMark, (_, index: string) => put[Number(index)] ?? "");

  const root: Branch = { name: undefined, children: [] };
  const open: Branch[] = [root];
  let at = 0;
  let key = 0;
  const current = () => open[open.length - 1] ?? root;
  const close = (branch: Branch) => {
    const component = branch.name === undefined ? undefined : components[branch.name];
    const children = branch.children;
    current().children.push(
      component
        ? children.length > 0
          ? cloneElement(component, { key: key++ }, ...children)
          : cloneElement(component, { key: key++ })
        : children,
    );
  };
  for (const tag of text.matchAll(tagPattern)) {
    const [whole, closing, name = "", selfClosing] = tag;
    if (tag.index > at) current().children.push(withValues(text.slice(at, tag.index)));
    at = tag.index + whole.length;
    if (selfClosing) close({ name, children: [] });
    else if (!closing) open.push({ name, children: [] });
    else if (open.length > 1 && current().name === name) {
      const branch = open.pop();
      if (branch) close(branch);
    } else current().children.push(whole);
  }
  if (at < text.length) current().children.push(withValues(text.slice(at)));
  while (open.length > 1) {
    const branch = open.pop();
    if (branch) close(branch);
  }
  return <>{root.children}</>;
}
