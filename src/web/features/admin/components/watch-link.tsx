import type { ReactNode } from "react";
import { Link } from "react-router";

/** A watch's title linking to its shop page, or the fallback once the listing has no page. */
export function WatchLink({
  slug,
  title,
  fallback,
}: {
  slug: string | null;
  title: string;
  fallback: ReactNode;
}) {
  if (!slug) return fallback;
  return (
    <Link to={`/watch/${slug}`} className="text-gold-dark underline underline-offset-4">
      <bdi>{title}</bdi>
    </Link>
  );
}
