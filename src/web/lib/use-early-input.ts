import { useEffect, useRef } from "react";

/**
 * The storefront's HTML is live before its JavaScript arrives, and React hydrates a field over
 * what the shopper already typed or chose without telling the component. This adopts such a
 * value once, when the field mounts. Returns the ref to put on the field.
 */
export function useEarlyInput<T extends HTMLInputElement | HTMLSelectElement>(
  rendered: string,
  adopt: (value: string) => void,
) {
  const field = useRef<T>(null);
  const initial = useRef({ rendered, adopt });
  useEffect(() => {
    const value = field.current?.value;
    if (value !== undefined && value !== initial.current.rendered) initial.current.adopt(value);
  }, []);
  return field;
}
