import type * as React from "react";

type SocialName = "Instagram" | "X" | "Facebook" | "YouTube";

// Brand marks are not in lucide; these are simplified line drawings in the same 24px grid and stroke.
const paths: Record<SocialName, React.ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  X: <path d="M4 4l16 16M20 4L4 20" />,
  Facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21M6 10.5h8" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ name, className }: { name: SocialName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
