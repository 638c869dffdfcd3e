const minuteTicks = Array.from({ length: 60 }, (_, minute) => minute * 6);
const hourIndices = Array.from({ length: 12 }, (_, hour) => hour * 30);

/** The hero's decorative watch dial, drawn in line so it stays sharp and weighs nothing. */
export function DialIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" className={className}>
      <defs>
        <radialGradient id="dial-face" cx="50%" cy="42%" r="60%">
          <stop offset="0%" stopColor="#2a2722" />
          <stop offset="100%" stopColor="#0f0e0c" />
        </radialGradient>
        <linearGradient id="dial-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#e6d4ad" />
          <stop offset="50%" stopColor="#c5a46d" />
          <stop offset="100%" stopColor="#8d6c34" />
        </linearGradient>
      </defs>
      <circle
        cx="200"
        cy="200"
        r="196"
        fill="none"
        stroke="url(#dial-gold)"
        strokeWidth="1.5"
        opacity="0.7"
      />
      <circle cx="200" cy="200" r="178" fill="url(#dial-face)" stroke="url(#dial-gold)" strokeWidth="5" />
      <circle cx="200" cy="200" r="150" fill="none" stroke="#c5a46d" strokeWidth="0.6" opacity="0.35" />
      {minuteTicks.map((angle) => (
        <line
          key={angle}
          x1="200"
          y1="30"
          x2="200"
          y2="37"
          stroke="#c5a46d"
          strokeWidth="0.8"
          opacity="0.55"
          transform={`rotate(${angle} 200 200)`}
        />
      ))}
      {hourIndices.map((angle) => (
        <rect
          key={angle}
          x={angle % 90 === 0 ? 195 : 197}
          y="42"
          width={angle % 90 === 0 ? 10 : 6}
          height={angle % 90 === 0 ? 26 : 18}
          rx="1.5"
          fill="url(#dial-gold)"
          transform={`rotate(${angle} 200 200)`}
        />
      ))}
      <circle cx="200" cy="268" r="30" fill="none" stroke="#c5a46d" strokeWidth="0.8" opacity="0.5" />
      <line x1="200" y1="268" x2="200" y2="246" stroke="#c5a46d" strokeWidth="1" opacity="0.8" />
      <g strokeLinecap="round">
        <line
          x1="200"
          y1="200"
          x2="200"
          y2="92"
          stroke="#f7f3ea"
          strokeWidth="6"
          transform="rotate(52 200 200)"
        />
        <line
          x1="200"
          y1="200"
          x2="200"
          y2="128"
          stroke="#f7f3ea"
          strokeWidth="8"
          transform="rotate(-62 200 200)"
        />
        <line
          x1="200"
          y1="228"
          x2="200"
          y2="60"
          stroke="#c5a46d"
          strokeWidth="1.6"
          transform="rotate(168 200 200)"
        />
      </g>
      <circle cx="200" cy="200" r="9" fill="url(#dial-gold)" />
      <circle cx="200" cy="200" r="3" fill="#0f0e0c" />
    </svg>
  );
}
