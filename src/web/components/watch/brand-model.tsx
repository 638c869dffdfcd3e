/**
 * "OMEGA · SEAMASTER DIVER 300M": one Latin phrase, isolated as a whole so an Arabic line keeps
 * the brand first instead of reordering the two names around the dot.
 */
export function BrandModel({ brand, model }: { brand: string | null; model: string | null }) {
  return <bdi>{[brand, model].filter(Boolean).join(" · ")}</bdi>;
}
