import sharp from "sharp";
import type { SpecificationKey } from "../../shared/catalog";

/**
 * Demo gallery images: a studio "product shot" of a watch drawn as SVG from its specifications and
 * rendered to PNG with sharp. The images of one listing differ in angle, zoom, time and backdrop.
 */

type Metal = "steel" | "white" | "yellow" | "rose" | "titanium" | "ceramic";
type Bezel = "diver" | "gmt" | "tachymeter" | "slide-rule" | "fluted" | "smooth" | "screws" | "none";
type Finish =
  | "sunburst"
  | "matte"
  | "tapisserie"
  | "stripes"
  | "wave"
  | "guilloche"
  | "snowflake"
  | "skeleton";
type Point = [number, number];

export interface WatchLook {
  shape: "round" | "octagon" | "porthole" | "cushion" | "square" | "rectangle" | "reverso";
  metal: Metal;
  /** Bezel metal when it differs from the case (two-tone). */
  bezelMetal: Metal;
  bezel: Bezel;
  /** Bezel insert colours; a GMT bezel shows both halves (upper, lower). */
  bezelColors: [string, string];
  dial: string;
  finish: Finish;
  markers: "baton" | "dot" | "arabic" | "cardinal" | "roman";
  hands: "baton" | "sword" | "mercedes";
  handColor?: string;
  /** Colour of the seconds, chronograph and GMT hands. */
  accent?: string;
  strap: "oyster" | "jubilee" | "president" | "integrated" | "leather" | "rubber";
  strapColor: string;
  crown: "plain" | "cabochon" | "guard";
  /** Hour positions of the counters, small seconds, date, moon and power reserve. */
  subdials: number[];
  subdialColor?: string;
  smallSeconds?: number;
  date?: number;
  cyclops: boolean;
  day: boolean;
  moon?: number;
  powerReserve?: number;
  gmtHand: boolean;
  /** A central seconds hand; hours-and-minutes watches have none. */
  seconds: boolean;
  lume: boolean;
  wordmark: string;
}

// ------------------------------------------------------------------ a look from specifications

/** Highlight, body, shadow and edge tones of each metal. */
const metals: Record<Metal, [string, string, string, string]> = {
  steel: ["#fbfcfd", "#d3d7dc", "#939aa3", "#555b63"],
  white: ["#ffffff", "#e2e5e9", "#a9afb7", "#666c75"],
  yellow: ["#fff3cc", "#e9c874", "#b5872f", "#6b4b14"],
  rose: ["#ffe5d8", "#e7b19a", "#b47460", "#6a3c2f"],
  titanium: ["#dedfe0", "#aeb0b2", "#7b7e81", "#4a4c4f"],
  ceramic: ["#8c9096", "#35373c", "#1a1b1f", "#060607"],
};

const colorWords: [RegExp, string][] = [
  [/tiffany/, "#7fd1c7"],
  [/ice blue/, "#cfe2ea"],
  [/salmon/, "#e7a184"],
  [/champagne/, "#d8bd86"],
  [/ivory|cream/, "#eee4cc"],
  [/snowflake|white|opaline/, "#f2f1ec"],
  [/silver/, "#d9dcdf"],
  [/slate|anthracite|grey|gray|rhodium/, "#5f656c"],
  [/green/, "#1e5a3b"],
  [/burgundy|red/, "#7a1f27"],
  [/chocolate|brown/, "#5b3a25"],
  [/navy|night|deep blue/, "#14264c"],
  [/blue/, "#1d4488"],
  [/black|skeleton/, "#141518"],
];

/** The colour named first in a description: "blue ceramic with white numerals" is blue. */
function colorFrom(text: string, fallback: string): string {
  const lower = text.toLowerCase();
  let best: { at: number; color: string } | undefined;
  for (const [pattern, color] of colorWords) {
    const at = lower.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, color };
  }
  return best?.color ?? fallback;
}

/** The value of the first rule whose pattern the text matches, in the rules' order of priority. */
function firstMatching<T>(text: string, rules: [RegExp, T][], fallback: T): T {
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;
}

function metalFrom(text: string): Metal {
  const lower = text.toLowerCase();
  if (/ceramic/.test(lower) && !/steel|gold|titanium/.test(lower)) return "ceramic";
  return firstMatching<Metal>(
    lower,
    [
      [/rose|everose|sedna|king gold|red gold|pink gold/, "rose"],
      [/yellow gold|moonshine gold/, "yellow"],
      [/^(?!.*steel).*(platinum|white gold)/, "white"],
      [/titanium/, "titanium"],
    ],
    "steel",
  );
}

/** A look derived from a listing's specifications; `overrides` add what they cannot say (shape, dial). */
export function lookFromSpecifications(
  brand: string,
  specifications: Record<SpecificationKey, string>,
  overrides: Partial<WatchLook> = {},
): WatchLook {
  const bezelText = specifications.bezelType.toLowerCase();
  const complications = specifications.complications.toLowerCase();
  const strapText = specifications.braceletStrap.toLowerCase();
  const metal = metalFrom(specifications.caseMaterial);
  const bezel = firstMatching<Bezel>(
    bezelText,
    [
      [/tachym/, "tachymeter"],
      [/24-hour|gmt/, "gmt"],
      [/slide rule/, "slide-rule"],
      [/fluted/, "fluted"],
      [/screw|octagonal/, "screws"],
      [/rotating|diving|diver/, "diver"],
    ],
    "smooth",
  );
  const strap = firstMatching<WatchLook["strap"]>(
    strapText,
    [
      [/jubilee/, "jubilee"],
      [/president/, "president"],
      [/integrated/, "integrated"],
      [/rubber|composite/, "rubber"],
      [/leather|alligator|calfskin|crocodile|strap/, "leather"],
    ],
    "oyster",
  );
  const insert = colorFrom(bezelText, "#15161a");
  return {
    shape: "round",
    metal,
    bezelMetal: /white gold|yellow gold|everose|platinum/.test(bezelText) ? metalFrom(bezelText) : metal,
    bezel,
    bezelColors: [insert, insert],
    dial: colorFrom(specifications.dialColor, "#141518"),
    finish: "sunburst",
    markers: "baton",
    hands: "baton",
    strap,
    strapColor: colorFrom(strapText, strap === "rubber" ? "#17181b" : "#4a2c1a"),
    crown: "plain",
    subdials: /chronograph/.test(complications) ? [3, 6, 9] : [],
    smallSeconds: /small seconds/.test(complications) ? 6 : undefined,
    date: /\bdate\b/.test(complications) ? 3 : undefined,
    cyclops: false,
    day: /\bday\b/.test(complications),
    moon: /moon/.test(complications) ? 6 : undefined,
    powerReserve: /power reserve/.test(complications) ? 8 : undefined,
    gmtHand: /gmt|second time zone/.test(complications),
    seconds: !/hours and minutes/.test(complications),
    lume: bezel === "diver" || bezel === "gmt",
    wordmark: brand.toUpperCase(),
    ...overrides,
  };
}

// ------------------------------------------------------------------ SVG helpers

const n = (value: number) => Number(value.toFixed(1));

type Attributes = Record<string, string | number | undefined>;

/** One SVG element; numbers are rounded to a tenth to keep the document small. */
function el(tag: string, attributes: Attributes, ...children: string[]): string {
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) open += ` ${name}="${typeof value === "number" ? n(value) : value}"`;
  }
  return children.length > 0 ? `${open}>${children.join("")}</${tag}>` : `${open}/>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const serif = "'Liberation Serif','DejaVu Serif',serif";
const sans = "'Liberation Sans','DejaVu Sans',sans-serif";

/** Centred text; `rotate` turns it about its own centre (bezel and Roman numerals follow the ring). */
function label(at: Point, size: number, fill: string, content: string, extra: Attributes = {}): string {
  const { rotate, ...rest } = extra;
  const attributes: Attributes = {
    x: at[0],
    y: at[1],
    "font-size": size,
    fill,
    "font-family": sans,
    "text-anchor": "middle",
    "dominant-baseline": "central",
    transform: rotate === undefined ? undefined : `rotate(${rotate} ${at[0]} ${at[1]})`,
    ...rest,
  };
  return el("text", attributes, escapeXml(content));
}

/** A point at `angle` degrees clockwise from 12 o'clock, `r` from the centre. */
function polar(angle: number, r: number): Point {
  const radians = (angle * Math.PI) / 180;
  return [n(r * Math.sin(radians)), n(-r * Math.cos(radians))];
}

/** Path data from commands and coordinates: path("M", x, y, "L", x2, y2). */
function path(...parts: (string | number)[]): string {
  return parts.map((part) => (typeof part === "number" ? n(part) : part)).join(" ");
}

/** Path data through the points; `close` ends it. */
function line(points: Point[], close = true): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}${close ? "Z" : ""}`;
}

/** A polygon whose corners are rounded off by `radius` along each edge. */
function roundedPolygon(points: Point[], radius: number): string {
  const toward = (from: Point, to: Point): Point => {
    const t = Math.min(radius / Math.hypot(to[0] - from[0], to[1] - from[1]), 0.5);
    return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
  };
  const corners = points.map((point, i) => {
    const [ax, ay] = toward(point, points[(i + points.length - 1) % points.length] ?? point);
    const [bx, by] = toward(point, points[(i + 1) % points.length] ?? point);
    return `${i === 0 ? "M" : "L"}${n(ax)} ${n(ay)}Q${n(point[0])} ${n(point[1])} ${n(bx)} ${n(by)}`;
  });
  return `${corners.join("")}Z`;
}

/** A rectangle with its corners cut off by `chamfer`: the Nautilus's rounded octagon. */
function chamferedRect(halfWidth: number, halfHeight: number, chamfer: number): Point[] {
  const [w, h, c] = [halfWidth, halfHeight, chamfer];
  return [
    [-w + c, -h],
    [w - c, -h],
    [w, -h + c],
    [w, h - c],
    [w - c, h],
    [-w + c, h],
    [-w, h - c],
    [-w, -h + c],
  ];
}

function octagon(r: number, rotation: number): Point[] {
  return Array.from({ length: 8 }, (_, i) => polar(rotation + i * 45, r));
}

function centredRect(halfWidth: number, halfHeight: number, attributes: Attributes): string {
  return el("rect", {
    x: -halfWidth,
    y: -halfHeight,
    width: halfWidth * 2,
    height: halfHeight * 2,
    ...attributes,
  });
}

/** A circle whose dashed stroke draws `count` evenly spaced radial ticks, the first at 12 o'clock. */
function ticks(r: number, length: number, count: number, width: number, color: string, opacity = 1): string {
  const step = (2 * Math.PI * r) / count;
  return el("circle", {
    r,
    fill: "none",
    stroke: color,
    "stroke-opacity": opacity,
    "stroke-width": length,
    "stroke-dasharray": `${n(width)} ${n(step - width)}`,
    "stroke-dashoffset": width / 2,
    transform: "rotate(-90)",
  });
}

function ring(r: number, width: number, stroke: string): string {
  return el("circle", { r, fill: "none", stroke, "stroke-width": width });
}

function rotated(angle: number, ...children: string[]): string {
  return el("g", { transform: `rotate(${n(angle)})` }, ...children);
}

function translated(at: Point, ...children: string[]): string {
  return el("g", { transform: `translate(${at[0]} ${at[1]})` }, ...children);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const part = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${part(ar, br)}${part(ag, bg)}${part(ab, bb)}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** A small deterministic generator, so a listing's images are the same on every seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gradient(
  kind: "linearGradient" | "radialGradient",
  id: string,
  attributes: Attributes,
  stops: string,
) {
  const children = stops.split(" ").map((stop) => {
    const [offset, color, opacity] = stop.split(":");
    return el("stop", { offset, "stop-color": color, "stop-opacity": opacity });
  });
  return el(kind, { id, ...attributes }, ...children);
}

// ------------------------------------------------------------------ case, strap and bezel

/** The case radius in the 1000-unit canvas; everything else is proportional to it. */
const R = 228;
const polish = "url(#metal-polish)";
const brush = "url(#metal-brush)";
const edgeStroke = { stroke: "#00000040", "stroke-width": 2 };

interface Dial {
  /** Distance from the centre to the dial's edge at an angle (round or rectangular dials). */
  reach(angle: number): number;
  shape: string;
  size: number;
}

function circleDial(r: number): Dial {
  return { reach: () => r, shape: el("circle", { r }), size: r };
}

function rectDial(halfWidth: number, halfHeight: number, corner: number): Dial {
  return {
    reach: (angle) => {
      const radians = (angle * Math.PI) / 180;
      const across = Math.abs(Math.sin(radians)) > 1e-6 ? halfWidth / Math.abs(Math.sin(radians)) : Infinity;
      const along = Math.abs(Math.cos(radians)) > 1e-6 ? halfHeight / Math.abs(Math.cos(radians)) : Infinity;
      return Math.min(across, along);
    },
    shape: centredRect(halfWidth, halfHeight, { rx: corner }),
    size: Math.min(halfWidth, halfHeight),
  };
}

interface Geometry {
  dial: Dial;
  strapWidth: number;
  /** Where the strap leaves the case, from the centre. */
  strapStart: number;
  lugs: boolean;
  caseShape: string;
  crownAt: number;
}

function geometryOf(look: WatchLook): Geometry {
  switch (look.shape) {
    case "octagon":
      return {
        dial: circleDial(R * 0.7),
        strapWidth: R * 1.22,
        strapStart: R * 0.7,
        lugs: false,
        caseShape:
          el("circle", { r: R }) +
          el("path", {
            d: line([
              [-R * 0.62, -R * 0.78],
              [R * 0.62, -R * 0.78],
              [R * 0.7, R * 0.78],
              [-R * 0.7, R * 0.78],
            ]),
          }),
        crownAt: R * 0.98,
      };
    case "porthole": {
      const dial = roundedPolygon(chamferedRect(R * 0.7, R * 0.68, R * 0.2), R * 0.2);
      return {
        dial: { reach: () => R * 0.68, shape: el("path", { d: dial }), size: R * 0.68 },
        strapWidth: R * 1.18,
        strapStart: R * 0.7,
        lugs: false,
        // The Nautilus's hinge-like "ears" stick out at 3 and 9 o'clock.
        caseShape:
          centredRect(R * 1.1, R * 0.3, { rx: R * 0.22 }) +
          el("path", { d: roundedPolygon(chamferedRect(R * 0.97, R * 0.95, R * 0.34), R * 0.3) }),
        crownAt: R * 1.08,
      };
    }
    case "cushion":
      return {
        dial: circleDial(R * 0.72),
        strapWidth: R * 0.98,
        strapStart: R * 0.9,
        lugs: true,
        caseShape: centredRect(R * 0.96, R * 0.96, { rx: R * 0.42 }),
        crownAt: R * 0.94,
      };
    case "square":
      return {
        dial: rectDial(R * 0.7, R * 0.7, R * 0.1),
        strapWidth: R * 0.95,
        strapStart: R * 0.86,
        lugs: true,
        caseShape: centredRect(R * 0.93, R * 0.93, { rx: R * 0.22 }),
        crownAt: R * 0.92,
      };
    case "rectangle":
    case "reverso":
      return {
        dial: rectDial(R * 0.47, R * 0.72, R * 0.05),
        strapWidth: R * 0.92,
        strapStart: R * 0.85,
        lugs: false,
        caseShape: centredRect(R * 0.64, R * 0.98, { rx: R * 0.08 }),
        crownAt: R * 0.63,
      };
    default: {
      const dialShare = { diver: 0.7, gmt: 0.7, tachymeter: 0.7, none: 0.88, "slide-rule": 0.86 };
      return {
        dial: circleDial(R * (dialShare[look.bezel as keyof typeof dialShare] ?? 0.8)),
        strapWidth: R * 0.88,
        strapStart: R * 0.75,
        lugs: true,
        caseShape: el("circle", { r: R }),
        crownAt: R * 0.97,
      };
    }
  }
}

/** A diagonal gradient for cases, a polished and a brushed one across links and hands. */
function metalGradients(id: string, metal: Metal): string {
  const [hi, mid, lo, edge] = metals[metal];
  const across = { x1: 0, y1: 0, x2: 1, y2: 0 };
  return (
    gradient(
      "linearGradient",
      id,
      { x1: 0, y1: 0, x2: 1, y2: 1 },
      `0:${hi} .28:${mid} .52:${lo} .66:${mid} .82:${hi} 1:${edge}`,
    ) +
    gradient("linearGradient", `${id}-polish`, across, `0:${lo} .35:${hi} .6:${mid} 1:${edge}`) +
    gradient("linearGradient", `${id}-brush`, across, `0:${lo} .45:${mid} .8:${mix(mid, hi, 0.5)} 1:${lo}`)
  );
}

/** One repeat of the bracelet: [left, width] as shares of its width, [top, height] in units. */
type Link = [left: number, width: number, top: number, height: number, fill: string, corner: number];

const braceletLinks: Record<string, { pitch: number; links: Link[] }> = {
  oyster: {
    pitch: 58,
    links: [
      [0, 0.31, 1, 56, brush, 6],
      [0.33, 0.34, 1, 56, polish, 6],
      [0.69, 0.31, 1, 56, brush, 6],
    ],
  },
  jubilee: {
    pitch: 40,
    links: [
      [0, 0.22, 1, 38, brush, 5],
      [0.78, 0.22, 1, 38, brush, 5],
      [0.23, 0.17, 3, 15, polish, 7],
      [0.23, 0.17, 23, 15, polish, 7],
      [0.6, 0.17, 3, 15, polish, 7],
      [0.6, 0.17, 23, 15, polish, 7],
      [0.41, 0.18, 12, 17, polish, 7],
    ],
  },
  president: {
    pitch: 44,
    links: [
      [0, 0.32, 1, 42, brush, 20],
      [0.34, 0.32, 1, 42, polish, 20],
      [0.68, 0.32, 1, 42, brush, 20],
    ],
  },
  integrated: {
    pitch: 62,
    links: [
      [0, 0.37, 1, 60, brush, 4],
      [0.63, 0.37, 1, 60, brush, 4],
      [0.38, 0.24, 16, 30, polish, 4],
      [0.38, 0.24, 1, 10, polish, 3],
      [0.38, 0.24, 51, 10, polish, 3],
    ],
  },
};

function braceletPattern(look: WatchLook, width: number): string {
  const bracelet = braceletLinks[look.strap];
  if (!bracelet) return "";
  const links = bracelet.links.map(([left, share, top, height, fill, rx]) =>
    el("rect", {
      x: left * width,
      y: top,
      width: share * width,
      height,
      rx,
      fill,
      stroke: "#00000040",
      "stroke-width": 1.5,
    }),
  );
  const attributes = { x: -width / 2, y: 0, width, height: bracelet.pitch, patternUnits: "userSpaceOnUse" };
  return el("pattern", { id: "links", ...attributes }, ...links);
}

/** The two strap halves, tapering away from the case, drawn under it. */
function straps(look: WatchLook, g: Geometry): string {
  const w = g.strapWidth;
  const far = 1500;
  const isMetal = look.strap in braceletLinks;
  const taper = w * (isMetal ? 0.42 : 0.38);
  const outline = (side: number) =>
    line([
      [-w / 2, side * g.strapStart],
      [w / 2, side * g.strapStart],
      [taper, side * far],
      [-taper, side * far],
    ]);
  const shade = (side: number) => el("path", { d: outline(side), fill: "url(#strap-shade)" });
  if (isMetal) {
    // Dark metal behind the links, so the gaps between them read as depth, not as background.
    const backing = metals[look.metal][3];
    return [-1, 1]
      .map(
        (side) =>
          el("path", { d: outline(side), fill: backing }) +
          el("path", { d: outline(side), fill: "url(#links)", ...edgeStroke }) +
          shade(side),
      )
      .join("");
  }
  const color = look.strapColor;
  const edge = mix(color, "#000000", 0.45);
  const stitch = look.strap === "leather" ? mix(color, "#f4e9d8", 0.55) : mix(color, "#ffffff", 0.2);
  const inset = 12;
  // The keeper loop sits on the lower half, where the strap has narrowed a little.
  const keeperAt = R * 2.05;
  const keeperHalf = w / 2 - (w / 2 - taper) * ((keeperAt - g.strapStart) / (far - g.strapStart)) + 6;
  return [-1, 1]
    .map((side) => {
      const near = side * g.strapStart;
      const end = side * far;
      const texture =
        look.strap === "leather"
          ? el("path", {
              d:
                line(
                  [
                    [-w / 2 + inset, near],
                    [-taper + inset, end],
                  ],
                  false,
                ) +
                line(
                  [
                    [w / 2 - inset, near],
                    [taper - inset, end],
                  ],
                  false,
                ),
              stroke: stitch,
              "stroke-width": 3,
              "stroke-dasharray": "9 7",
              fill: "none",
            })
          : el("path", {
              d: Array.from({ length: 30 }, (_, i) => {
                const y = near + side * (40 + i * 30);
                return line(
                  [
                    [-w * 0.36, y],
                    [w * 0.36, y],
                  ],
                  false,
                );
              }).join(""),
              stroke: stitch,
              "stroke-width": 4,
              "stroke-opacity": 0.35,
            });
      const keeper =
        side > 0
          ? el("rect", {
              x: -keeperHalf,
              y: keeperAt,
              width: keeperHalf * 2,
              height: 34,
              rx: 8,
              fill: mix(color, "#000000", 0.15),
              stroke: edge,
              "stroke-width": 3,
            })
          : "";
      return (
        el("path", { d: outline(side), fill: color, stroke: edge, "stroke-width": 4 }) +
        shade(side) +
        texture +
        keeper
      );
    })
    .join("");
}

/** Four lugs: a brushed top with a polished bevel along the outer edge. */
function lugs(g: Geometry): string {
  if (!g.lugs) return "";
  const width = R * 0.24;
  const x = g.strapWidth / 2 + width / 2 - 4;
  return [-1, 1]
    .flatMap((side) =>
      [-1, 1].map((edge) => {
        const inner = edge * (x - width / 2);
        const outer = edge * (x + width / 2);
        const bevel = edge * (x + width * 0.18);
        const root = side * R * 0.55;
        const tip = side * R * 1.17;
        const end = path(
          "L",
          outer - edge * 16,
          tip,
          "Q",
          outer,
          tip,
          outer,
          tip - side * 20,
          "L",
          outer + edge * 8,
          root,
          "Z",
        );
        const top = path(
          "M",
          inner,
          root,
          "L",
          inner,
          tip - side * 12,
          "Q",
          inner,
          tip,
          inner + edge * 12,
          tip,
        );
        const facet = path(
          "M",
          bevel,
          root,
          "L",
          bevel,
          tip - side * 8,
          "Q",
          bevel,
          tip,
          outer - edge * 16,
          tip,
        );
        return (
          el("path", { d: top + end, fill: brush, stroke: "#00000035", "stroke-width": 2 }) +
          el("path", { d: facet + end, fill: polish })
        );
      }),
    )
    .join("");
}

function crownAndPushers(look: WatchLook, g: Geometry): string {
  const at = g.crownAt;
  const knurl = Array.from({ length: 7 }, (_, i) =>
    line(
      [
        [at + 8, -30 + i * 10],
        [at + 46, -30 + i * 10],
      ],
      false,
    ),
  );
  const parts = [
    el("rect", { x: at - 10, y: -36, width: 58, height: 72, rx: 10, fill: "url(#metal)", ...edgeStroke }),
    el("path", { d: knurl.join(""), stroke: "#00000035", "stroke-width": 3 }),
  ];
  if (look.crown === "cabochon") {
    parts.push(
      el("ellipse", {
        cx: at + 50,
        cy: 0,
        rx: 10,
        ry: 22,
        fill: "#2446a8",
        stroke: "#0e1d4d",
        "stroke-width": 2,
      }),
      el("ellipse", { cx: at + 47, cy: -8, rx: 4, ry: 7, fill: "#9fb4ff", opacity: 0.7 }),
    );
  }
  if (look.crown === "guard") {
    // Panerai's crown-protecting bridge and its locking lever.
    const bridge = `M${n(at - 20)} -70Q${n(at + 80)} -70 ${n(at + 80)} 0Q${n(at + 80)} 70 ${n(at - 20)} 70Z`;
    parts.push(
      el("path", { d: bridge, fill: "url(#metal)", ...edgeStroke }),
      el("rect", { x: at + 50, y: -14, width: 40, height: 28, rx: 8, fill: polish }),
    );
  }
  const pushers = (look.subdials.length >= 2 ? [60, 120] : []).map((angle) =>
    rotated(
      angle - 90,
      el("rect", {
        x: R * 0.92,
        y: -17,
        width: R * 0.24,
        height: 34,
        rx: 8,
        fill: "url(#metal)",
        ...edgeStroke,
      }),
    ),
  );
  return pushers.join("") + parts.join("");
}

interface BezelRing {
  look: WatchLook;
  g: Geometry;
  /** Centre line and width of the insert. */
  mid: number;
  width: number;
  outer: number;
  ink: string;
}

/** The knurled outer edge of a rotating bezel. */
function coinEdge(outer: number): string {
  return ring(outer - 2, 14, "url(#bezel)") + ticks(outer - 2, 12, 120, 2.2, "#00000055");
}

function insert(b: BezelRing, color: string): string {
  return ring(b.mid, b.width, color) + ring(b.mid, b.width, "url(#insert-shine)");
}

function pip(b: BezelRing, half: number): string {
  const [x, y] = polar(0, b.mid);
  return el("path", {
    d: line([
      [x - half, y - half * 0.75],
      [x + half, y - half * 0.75],
      [x, y + half * 0.9],
    ]),
    fill: "url(#bezel)",
  });
}

function diverBezel(b: BezelRing): string {
  const numerals = [10, 20, 30, 40, 50].map((minute) =>
    label(polar(minute * 6, b.mid), b.width * 0.42, b.ink, String(minute), { rotate: minute * 6 }),
  );
  const [x, y] = polar(0, b.mid);
  return (
    insert(b, b.look.bezelColors[0]) +
    ticks(b.mid + b.width * 0.3, b.width * 0.22, 60, 3, b.ink) +
    pip(b, 22) +
    el("circle", { cx: x, cy: y - 2, r: 7, fill: "#eef3e6" }) +
    numerals.join("") +
    coinEdge(b.outer)
  );
}

function gmtBezel(b: BezelRing): string {
  const [upper, lower] = b.look.bezelColors;
  const half = (from: number, color: string) => {
    const [x1, y1] = polar(from, b.mid);
    const [x2, y2] = polar(from + 180, b.mid);
    const d = `M${x1} ${y1}A${n(b.mid)} ${n(b.mid)} 0 0 1 ${x2} ${y2}`;
    return el("path", { d, fill: "none", stroke: color, "stroke-width": b.width });
  };
  const numerals = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22].map((hour) => {
    const angle = hour * 15;
    const background = angle > 90 && angle < 270 ? lower : upper;
    const ink = isLight(background) ? "#1b1c20" : metals[b.look.bezelMetal][0];
    return label(polar(angle, b.mid), b.width * 0.4, ink, String(hour), { rotate: angle });
  });
  return (
    half(-90, upper) +
    half(90, lower) +
    ring(b.mid, b.width, "url(#insert-shine)") +
    pip(b, 20) +
    numerals.join("") +
    coinEdge(b.outer)
  );
}

function tachymeterBezel(b: BezelRing): string {
  // A tachymeter value v sits where the seconds hand stands after 3600 / v seconds.
  const scale = [500, 300, 200, 150, 120, 100, 90, 80, 70].map((value) => {
    const angle = 21_600 / value;
    return (
      label(polar(angle, b.mid - 4), b.width * 0.3, b.ink, String(value), { rotate: n(angle) }) +
      rotated(
        angle,
        el("rect", { x: -1.5, y: -(b.mid + b.width * 0.42), width: 3, height: b.width * 0.18, fill: b.ink }),
      )
    );
  });
  return (
    insert(b, b.look.bezelColors[0]) +
    label(polar(0, b.mid), b.width * 0.26, b.ink, "TACHYMETRE") +
    scale.join("") +
    coinEdge(b.outer)
  );
}

function screwedBezel(b: BezelRing): string {
  const screw = (x: number, y: number, r: number) =>
    el("circle", { cx: x, cy: y, r, fill: "url(#bezel-polish)", stroke: "#00000055", "stroke-width": 2 });
  if (b.look.shape === "square") {
    // The Santos: a square bezel with eight screws, two on each side.
    const square = R * 0.86;
    const inset = square - 18;
    const slots = [-0.62, 0.62].flatMap((a) => [
      [a * square, -inset],
      [a * square, inset],
      [-inset, a * square],
      [inset, a * square],
    ]);
    const heads = slots.map(
      ([x = 0, y = 0]) =>
        screw(x, y, 11) +
        el("path", {
          d: line(
            [
              [x - 6, y],
              [x + 6, y],
            ],
            false,
          ),
          stroke: "#00000077",
          "stroke-width": 2.5,
        }),
    );
    return centredRect(square, square, { rx: R * 0.12, fill: "url(#bezel)", ...edgeStroke }) + heads.join("");
  }
  // The Royal Oak: an octagon with eight hexagonal screw heads.
  const heads = octagon(R * 0.83, 0).map(([x, y]) => {
    const hexagon = Array.from({ length: 6 }, (_, i): Point => {
      const [dx, dy] = polar(i * 60, 7);
      return [x + dx, y + dy];
    });
    return (
      screw(x, y, 13) + el("path", { d: line(hexagon), fill: "none", stroke: "#00000066", "stroke-width": 2 })
    );
  });
  const body = el("path", {
    d: roundedPolygon(octagon(R * 0.99, 22.5), 14),
    fill: "url(#bezel)",
    stroke: "#00000050",
    "stroke-width": 3,
  });
  return body + heads.join("");
}

function bezel(look: WatchLook, g: Geometry): string {
  const inner = g.dial.size;
  const outer = R * 0.97;
  const b: BezelRing = {
    look,
    g,
    mid: (inner + outer) / 2 + 6,
    width: outer - inner - 12,
    outer,
    ink: isLight(look.bezelColors[0]) ? "#1b1c20" : mix(metals[look.bezelMetal][0], "#e9e4d6", 0.4),
  };
  switch (look.bezel) {
    case "diver":
      return diverBezel(b);
    case "gmt":
      return gmtBezel(b);
    case "tachymeter":
      return tachymeterBezel(b);
    case "screws":
      return screwedBezel(b);
    case "slide-rule": {
      // Navitimer: a beaded rotating ring; its slide rule is printed on the dial's edge.
      const beads = outer - 14;
      const spacing = (2 * Math.PI * beads) / 72;
      return (
        ring(beads, 30, "url(#bezel)") +
        el("circle", {
          r: beads,
          fill: "none",
          stroke: "url(#bezel-polish)",
          "stroke-width": 18,
          "stroke-linecap": "round",
          "stroke-dasharray": `0 ${n(spacing)}`,
        })
      );
    }
    case "fluted": {
      const mid = (inner + outer) / 2;
      const width = outer - inner;
      return (
        ring(mid, width, "url(#bezel)") +
        ticks(mid, width, 84, 4, "#00000044") +
        rotated(2, ticks(mid, width, 84, 3, "#ffffff", 0.55))
      );
    }
    case "smooth":
      if (look.shape === "porthole") {
        const d = roundedPolygon(chamferedRect(R * 0.88, R * 0.86, R * 0.3), R * 0.26);
        return el("path", { d, fill: "url(#bezel)", stroke: "#00000040", "stroke-width": 3 });
      }
      return look.shape === "round" ? ring((inner + outer) / 2, outer - inner, "url(#bezel)") : "";
    default:
      return "";
  }
}

// ------------------------------------------------------------------ dial

function cover(size: number, fill: string, extra: Attributes = {}): string {
  return centredRect(size, size, { fill, ...extra });
}

/** Sixty thin wedges whose opacity peaks toward `light` degrees: the sheen of a sunburst dial. */
function sheen(size: number, light: number, color: string, opacity: number): string {
  return Array.from({ length: 72 }, (_, i) => {
    const angle = i * 5;
    const strength = Math.cos(((angle - light) * Math.PI) / 180) ** 8;
    if (strength <= 0.02) return "";
    const d = line([[0, 0], polar(angle - 2.6, size), polar(angle + 2.6, size)]);
    return el("path", { d, fill: color, "fill-opacity": strength * opacity });
  }).join("");
}

function dialFinish(look: WatchLook, dial: Dial, rand: () => number): string {
  const size = dial.size * 1.5;
  const light = isLight(look.dial);
  switch (look.finish) {
    case "sunburst":
    case "guilloche": {
      const rays = ticks(size / 2, size, 180, 2.2, light ? "#000000" : "#ffffff", light ? 0.05 : 0.06);
      const rings =
        look.finish === "guilloche"
          ? Array.from({ length: 14 }, (_, i) =>
              el("circle", {
                r: ((i + 1) * dial.size) / 14,
                fill: "none",
                stroke: "#000000",
                "stroke-opacity": 0.06,
                "stroke-width": 2,
              }),
            ).join("")
          : "";
      return rays + sheen(size, 315, "#ffffff", 0.3) + sheen(size, 45, "#000000", 0.22) + rings;
    }
    case "tapisserie":
      return cover(size, "url(#tapisserie)");
    case "stripes":
      return cover(size, "url(#stripes)");
    case "wave":
      return cover(size, "url(#waves)");
    case "snowflake":
      return cover(size, "#ffffff", { filter: "url(#snow)", opacity: 0.55 });
    case "skeleton": {
      const wheels = Array.from({ length: 5 }, () => {
        const [cx, cy] = polar(rand() * 360, dial.size * (0.2 + rand() * 0.45));
        const r = dial.size * (0.14 + rand() * 0.14);
        return (
          el("circle", {
            cx,
            cy,
            r,
            fill: "none",
            stroke: polish,
            "stroke-width": 10,
            "stroke-dasharray": "5 4",
          }) + el("circle", { cx, cy, r: r * 0.5, fill: "none", stroke: "#b8302f", "stroke-width": 4 })
        );
      });
      const s = dial.size;
      const bridge = line([
        [-s, s * 0.15],
        [s, -s * 0.2],
        [s, s * 0.1],
        [-s, s * 0.45],
      ]);
      return wheels.join("") + el("path", { d: bridge, fill: brush, opacity: 0.55 });
    }
    default:
      return "";
  }
}

const lumeColor = "#eef3e6";
const romanNumerals = ["XII", "I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI"];

function hourMarkers(look: WatchLook, dial: Dial, ink: string, taken: Set<number>): string {
  const s = dial.size;
  const lume = look.lume ? lumeColor : undefined;
  const out: string[] = [];
  for (let hour = 0; hour < 12; hour++) {
    if (taken.has(hour === 0 ? 12 : hour)) continue;
    const angle = hour * 30;
    const reach = dial.reach(angle);
    const cardinal = hour % 3 === 0;
    if (look.markers === "roman") {
      const numeral = romanNumerals[hour] ?? "";
      out.push(
        label(polar(angle, reach * 0.8), s * 0.17, ink, numeral, { "font-family": serif, rotate: angle }),
      );
    } else if (look.markers === "arabic" || (look.markers === "cardinal" && cardinal)) {
      const size = s * (look.markers === "arabic" ? 0.16 : 0.2);
      out.push(label(polar(angle, reach * 0.78), size, ink, String(hour || 12), { "font-weight": "bold" }));
    } else if (look.markers === "dot" && !cardinal) {
      const [cx, cy] = polar(angle, reach * 0.84);
      out.push(
        el("circle", { cx, cy, r: s * 0.055, fill: polish, stroke: "#00000055", "stroke-width": 2 }),
        el("circle", { cx, cy, r: s * 0.04, fill: lume ?? ink }),
      );
    } else if (look.markers === "dot" && hour === 0) {
      const top = -(reach * 0.9);
      const d = line([
        [-s * 0.08, top],
        [s * 0.08, top],
        [0, top + reach * 0.2],
      ]);
      out.push(el("path", { d, fill: lume ?? ink, stroke: polish, "stroke-width": 5 }));
    } else {
      const length = reach * (cardinal ? 0.2 : 0.15);
      const width = s * 0.045 * (hour === 0 ? 1.5 : 1);
      const top = -(reach * 0.9);
      out.push(
        rotated(
          angle,
          el("rect", {
            x: -width / 2,
            y: top,
            width,
            height: length,
            rx: 2,
            fill: polish,
            stroke: "#00000055",
            "stroke-width": 1.5,
          }),
          lume
            ? el("rect", { x: -width / 4, y: top + 4, width: width / 2, height: length - 8, fill: lume })
            : "",
        ),
      );
    }
  }
  return out.join("");
}

/** A counter with concentric "azurage" rings, a scale and its own hand. */
function counter(at: Point, r: number, color: string, angle: number, accent?: string): string {
  const ink = isLight(color) ? "#1b1c20" : "#eceae4";
  const hand = accent ?? ink;
  const rings = Array.from({ length: 5 }, (_, i) =>
    el("circle", {
      r: r * (0.2 + i * 0.16),
      fill: "none",
      stroke: ink,
      "stroke-opacity": 0.08,
      "stroke-width": 2,
    }),
  );
  return translated(
    at,
    el("circle", { r, fill: color, stroke: "#00000040", "stroke-width": 3 }),
    el("circle", { r, fill: "url(#dial-depth)" }),
    ...rings,
    ticks(r * 0.88, r * 0.16, 30, 2, ink, 0.8),
    rotated(angle, el("rect", { x: -2.5, y: -r * 0.82, width: 5, height: r * 0.95, rx: 2, fill: hand })),
    el("circle", { r: 7, fill: hand }),
  );
}

function dateWindow(
  at: Point,
  halfWidth: number,
  halfHeight: number,
  content: string,
  size: number,
  font = sans,
) {
  return (
    el("rect", {
      x: at[0] - halfWidth,
      y: at[1] - halfHeight,
      width: halfWidth * 2,
      height: halfHeight * 2,
      rx: 3,
      fill: "#fbfbf8",
      stroke: polish,
      "stroke-width": 4,
    }) + label(at, size, "#15161a", content, { "font-family": font, "font-weight": "bold" })
  );
}

const weekdays = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];

/** Counters, small seconds, date, day, moon phase and power reserve. */
function complications(look: WatchLook, dial: Dial, seconds: number, rand: () => number): string {
  const s = dial.size;
  const light = isLight(look.dial);
  const ink = light ? "#1f2024" : "#efede6";
  const counterColor = look.subdialColor ?? mix(look.dial, light ? "#000000" : "#ffffff", 0.08);
  const parts = look.subdials.map((hour) =>
    counter(
      polar(hour * 30, s * (look.subdials.length === 2 ? 0.42 : 0.46)),
      s * 0.23,
      counterColor,
      rand() * 360,
      look.accent,
    ),
  );
  if (look.smallSeconds) {
    parts.push(
      counter(polar(look.smallSeconds * 30, s * 0.46), s * 0.22, counterColor, seconds * 6, look.accent),
    );
  }
  if (look.date) {
    const at = polar(look.date * 30, dial.reach(look.date * 30) * 0.74);
    const date = String(1 + Math.floor(rand() * 28));
    parts.push(dateWindow(at, s * 0.085, s * 0.065, date, s * 0.104));
    if (look.cyclops) {
      // Rolex's Cyclops lens magnifies the date two and a half times.
      const lens = { x: at[0] - s * 0.136, y: at[1] - s * 0.11, width: s * 0.272, rx: 12 };
      parts.push(
        el("rect", { ...lens, height: s * 0.22, fill: "#fbfbf8", stroke: "#ffffff80", "stroke-width": 3 }),
        label(at, s * 0.175, "#15161a", date, { "font-weight": "bold" }),
        el("rect", { ...lens, height: s * 0.09, fill: "#ffffff", "fill-opacity": 0.35 }),
      );
    }
  }
  if (look.day) {
    const weekday = weekdays[Math.floor(rand() * weekdays.length)] ?? "MONDAY";
    parts.push(dateWindow([0, -s * 0.645], s * 0.3, s * 0.075, weekday, s * 0.09, serif));
  }
  if (look.moon) {
    const r = s * 0.2;
    const aperture = `M${n(-r)} ${n(r * 0.25)}A${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(r * 0.25)}Z`;
    parts.push(
      translated(
        polar(look.moon * 30, s * 0.45),
        el("path", { d: aperture, fill: "#10214a", stroke: polish, "stroke-width": 4 }),
        el("circle", { cx: -r * 0.2, cy: -r * 0.3, r: r * 0.32, fill: "#e4c46e" }),
        el("circle", { cx: r * 0.45, cy: -r * 0.5, r: 3, fill: "#f5e6b8" }),
        el("circle", { cx: r * 0.6, cy: -r * 0.1, r: 2.5, fill: "#f5e6b8" }),
      ),
    );
  }
  if (look.powerReserve) {
    const r = s * 0.22;
    const [x1, y1] = polar(-60, r);
    const [x2, y2] = polar(60, r);
    const hand = look.accent ?? ink;
    parts.push(
      translated(
        polar(look.powerReserve * 30, s * 0.42),
        el("path", {
          d: `M${x1} ${y1}A${n(r)} ${n(r)} 0 0 1 ${x2} ${y2}`,
          fill: "none",
          stroke: ink,
          "stroke-width": 3,
        }),
        rotated(-40 + rand() * 90, el("rect", { x: -2.5, y: -r * 0.95, width: 5, height: r, fill: hand })),
        el("circle", { r: 7, fill: hand }),
      ),
    );
  }
  return parts.join("");
}

function hand(kind: WatchLook["hands"], length: number, width: number, fill: string, lume: boolean): string {
  const tail = length * 0.16;
  if (kind === "sword") {
    const blade = line([
      [0, -length],
      [width / 2, -length * 0.25],
      [width * 0.18, tail],
      [-width * 0.18, tail],
      [-width / 2, -length * 0.25],
    ]);
    const facet = line([
      [0, -length],
      [width / 2, -length * 0.25],
      [0, tail],
    ]);
    return (
      el("path", { d: blade, fill, stroke: "#00000055", "stroke-width": 1.5 }) +
      el("path", { d: facet, fill: "#ffffff", "fill-opacity": 0.22 })
    );
  }
  const outline = { stroke: "#00000066", "stroke-width": 1.5 };
  const body = el("rect", {
    x: -width / 2,
    y: -length,
    width,
    height: length + tail,
    rx: width / 3,
    fill,
    ...outline,
  });
  const strip = lume
    ? el("rect", {
        x: -width * 0.28,
        y: -length * 0.92,
        width: width * 0.56,
        height: length * 0.7,
        rx: 3,
        fill: lumeColor,
      })
    : "";
  if (kind !== "mercedes") return body + strip;
  // Rolex's hour hand: a lume-filled circle below a pointed tip.
  const cy = -length * 0.72;
  return (
    body +
    strip +
    el("circle", { cy, r: width * 1.15, fill, ...outline }) +
    el("circle", { cy, r: width * 0.8, fill: lume ? lumeColor : fill }) +
    el("path", {
      d: line([
        [-width / 2, -length],
        [0, -length - width],
        [width / 2, -length],
      ]),
      fill,
    })
  );
}

function hands(look: WatchLook, dial: Dial, time: [number, number, number]): string {
  const s = dial.size;
  const [hours, minutes, seconds] = time;
  const metal = look.handColor ?? (look.metal === "yellow" || look.metal === "rose" ? polish : "url(#hand)");
  const parts: string[] = [];
  if (look.gmtHand) {
    const color = look.accent ?? "#c8102e";
    const arrow = line([
      [-s * 0.05, -s * 0.76],
      [0, -s * 0.9],
      [s * 0.05, -s * 0.76],
    ]);
    parts.push(
      rotated(
        ((hours + 3) % 24) * 15 + minutes * 0.25,
        el("rect", { x: -3, y: -s * 0.8, width: 6, height: s * 0.8, fill: color }),
        el("path", { d: arrow, fill: color, stroke: "#00000044", "stroke-width": 1.5 }),
      ),
    );
  }
  parts.push(
    rotated((hours % 12) * 30 + minutes * 0.5, hand(look.hands, s * 0.55, s * 0.075, metal, look.lume)),
    rotated(minutes * 6 + seconds * 0.1, hand(look.hands, s * 0.86, s * 0.058, metal, look.lume)),
  );
  if (look.seconds && !look.smallSeconds) {
    // A chronograph at rest parks its central seconds hand at 12.
    const color = look.accent ?? metal;
    parts.push(
      rotated(
        look.subdials.length > 0 ? 0 : seconds * 6,
        el("rect", { x: -2, y: -s * 0.9, width: 4, height: s * 1.12, fill: color }),
        el("circle", { cy: s * 0.16, r: s * 0.035, fill: color }),
      ),
    );
  }
  parts.push(el("circle", { r: s * 0.035, fill: metal, stroke: "#00000055", "stroke-width": 2 }));
  const all = parts.join("");
  const shadow = all.replace(/fill="[^"]*"/g, 'fill="#000000"').replace(/stroke="[^"]*"/g, 'stroke="none"');
  return el("g", { transform: "translate(6 9)", opacity: 0.28 }, shadow) + all;
}

function dialFace(look: WatchLook, dial: Dial, time: [number, number, number], rand: () => number): string {
  const s = dial.size;
  const ink = isLight(look.dial) ? "#1f2024" : "#efede6";
  const occupied = [...look.subdials, look.smallSeconds, look.date, look.moon, look.powerReserve];
  const taken = new Set(occupied.filter((hour): hour is number => hour !== undefined));
  if (look.day) taken.add(12);
  const hasTwelve = look.subdials.includes(12) || look.day;
  const parts = [ticks(s * 0.95, s * 0.05, 60, 2, ink, 0.7)];
  if (look.bezel === "slide-rule") {
    parts.push(
      ticks(s * 0.98, s * 0.05, 120, 1.5, ink, 0.6),
      el("circle", { r: s * 0.93, fill: "none", stroke: ink, "stroke-opacity": 0.5, "stroke-width": 2 }),
    );
  }
  parts.push(
    hourMarkers(look, dial, ink, taken),
    label([0, hasTwelve ? -s * 0.22 : -s * 0.48], s * 0.085, ink, look.wordmark, {
      "font-family": serif,
      "letter-spacing": s * 0.012,
    }),
    complications(look, dial, time[2], rand),
    hands(look, dial, time),
  );
  return parts.join("");
}

// ------------------------------------------------------------------ the picture

interface View {
  angle: number;
  zoom: number;
  /** Vertical squash: a watch lying on a table seen at an angle. */
  tilt: number;
  shift: Point;
  time: [number, number, number];
}

/** Hero shot at 10:10, a turned view, a close-up of the dial and a flat lay. */
const views: View[] = [
  { angle: 0, zoom: 1, tilt: 1, shift: [0, 0], time: [10, 9, 36] },
  { angle: -24, zoom: 0.92, tilt: 0.92, shift: [-12, 16], time: [1, 51, 12] },
  { angle: 14, zoom: 1.8, tilt: 1, shift: [-40, 70], time: [8, 21, 44] },
  { angle: 30, zoom: 1.02, tilt: 0.82, shift: [10, -6], time: [4, 37, 22] },
];

const backdrops: [string, string][] = [
  ["#f6f2ea", "#d2c8b7"],
  ["#eff1f4", "#b9c0c9"],
  ["#4b4f55", "#131416"],
  ["#f3e8d4", "#c4a878"],
  ["#dde5ee", "#8d9db0"],
  ["#3a3431", "#0f0d0c"],
];

function definitions(look: WatchLook, g: Geometry, backdrop: [string, string], seed: number): string {
  const [top, bottom] = backdrop;
  const dial = look.dial;
  const handMetal: Metal = look.metal === "yellow" || look.metal === "rose" ? look.metal : "white";
  const diagonal = { x1: 0, y1: 0, x2: 1, y2: 1 };
  const across = { x1: 0, y1: 0, x2: 1, y2: 0 };
  const tile = (id: string, width: number, height: number, ...children: string[]) =>
    el("pattern", { id, width, height, patternUnits: "userSpaceOnUse" }, ...children);
  return [
    gradient("radialGradient", "backdrop", { cx: 0.42, cy: 0.32, r: 0.85 }, `0:${top} 1:${bottom}`),
    gradient("radialGradient", "vignette", { cx: 0.5, cy: 0.5, r: 0.72 }, ".6:#000:0 1:#000:.28"),
    metalGradients("metal", look.metal),
    metalGradients("bezel", look.bezelMetal),
    metalGradients("hand", handMetal),
    gradient(
      "radialGradient",
      "dial-grad",
      { cx: 0.42, cy: 0.36, r: 0.75 },
      `0:${mix(dial, "#ffffff", 0.12)} .55:${dial} 1:${mix(dial, "#000000", 0.45)}`,
    ),
    gradient("radialGradient", "dial-depth", { cx: 0.5, cy: 0.5, r: 0.5 }, ".75:#000:0 1:#000:.3"),
    gradient("linearGradient", "insert-shine", diagonal, "0:#fff:.28 .45:#fff:0 1:#000:.25"),
    gradient("linearGradient", "strap-shade", across, "0:#000:.35 .3:#fff:.08 .7:#000:0 1:#000:.4"),
    gradient("linearGradient", "glare", diagonal, "0:#fff:.3 .5:#fff:.04 1:#fff:0"),
    gradient("radialGradient", "case-shadow", {}, ".7:#000:.5 1:#000:0"),
    gradient("linearGradient", "strap-shadow", across, "0:#000:0 .25:#000:.38 .75:#000:.38 1:#000:0"),
    tile(
      "tapisserie",
      22,
      22,
      el("rect", { width: 22, height: 22, fill: "#000", "fill-opacity": 0.28 }),
      el("rect", { x: 2, y: 2, width: 17, height: 17, fill: mix(dial, "#ffffff", 0.14) }),
      el("rect", { x: 2, y: 2, width: 17, height: 6, fill: "#fff", "fill-opacity": 0.12 }),
    ),
    tile(
      "stripes",
      12,
      12,
      el("rect", { width: 12, height: 5, fill: "#fff", "fill-opacity": 0.1 }),
      el("rect", { y: 6, width: 12, height: 2, fill: "#000", "fill-opacity": 0.25 }),
    ),
    tile(
      "waves",
      80,
      26,
      el("path", {
        d: "M0 13Q20 0 40 13T80 13",
        fill: "none",
        stroke: "#fff",
        "stroke-opacity": 0.12,
        "stroke-width": 6,
      }),
      el("path", {
        d: "M0 17Q20 4 40 17T80 17",
        fill: "none",
        stroke: "#000",
        "stroke-opacity": 0.2,
        "stroke-width": 3,
      }),
    ),
    el(
      "filter",
      { id: "snow", x: 0, y: 0, width: 1, height: 1 },
      el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.035, numOctaves: 2, seed }),
      el("feColorMatrix", { values: "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 -2.2 1.6" }),
    ),
    el("clipPath", { id: "dial-clip" }, g.dial.shape),
    braceletPattern(look, g.strapWidth),
  ].join("");
}

/** Tank brancards (side bars) or Reverso gadroons (three ridges across each end). */
function caseDetail(look: WatchLook): string {
  if (look.shape === "rectangle") {
    return [-0.64, 0.5]
      .map((x) =>
        el("rect", { x: R * x, y: -R * 0.98, width: R * 0.14, height: R * 1.96, rx: 8, fill: polish }),
      )
      .join("");
  }
  if (look.shape !== "reverso") return "";
  return [-1, 1]
    .flatMap((side) =>
      [0.8, 0.85, 0.9].map((y) =>
        el("rect", {
          x: -R * 0.6,
          y: side * R * y - 4,
          width: R * 1.2,
          height: 8,
          rx: 4,
          fill: polish,
          stroke: "#00000040",
          "stroke-width": 1.5,
        }),
      ),
    )
    .join("");
}

/** The SVG of one gallery image; `index` picks the view, `seed` varies time and backdrop per listing. */
export function drawWatchSvg(look: WatchLook, index: number, seed: number, size = 1000): string {
  const rand = random(seed * 31 + index);
  const view = views[index % views.length] ?? (views[0] as View);
  const backdrop = backdrops[(seed + index * 2) % backdrops.length] ?? (backdrops[0] as [string, string]);
  const time: [number, number, number] = [view.time[0], view.time[1] + (seed % 5), view.time[2]];
  const g = geometryOf(look);
  const dial = g.dial;
  const [dx, dy] = view.shift;
  const transform = [
    `translate(${500 + dx} ${500 + dy})`,
    `scale(${view.zoom})`,
    `scale(1 ${view.tilt})`,
    `rotate(${view.angle})`,
  ].join(" ");

  // Gradients rather than a blur filter: blurring a full-frame silhouette doubled the render time.
  const shadow = el(
    "g",
    { opacity: 0.55, transform: "translate(22 34)" },
    el(
      "g",
      { transform },
      el("rect", {
        x: -g.strapWidth * 0.65,
        y: -1500,
        width: g.strapWidth * 1.3,
        height: 3000,
        fill: "url(#strap-shadow)",
      }),
      el("circle", { r: R * 1.32, fill: "url(#case-shadow)" }),
    ),
  );
  const caseBody =
    el("g", { fill: "url(#metal)", stroke: "#00000045", "stroke-width": 3 }, g.caseShape) +
    el(
      "g",
      {
        fill: "none",
        stroke: "#ffffff",
        "stroke-opacity": 0.35,
        "stroke-width": 3,
        transform: "scale(.965)",
      },
      g.caseShape,
    );
  const s = dial.size;
  const glare = path(
    "M",
    -s * 1.2,
    -s * 1.2,
    "L",
    s * 0.9,
    -s * 1.2,
    "Q",
    -s * 0.1,
    -s * 0.2,
    -s * 1.2,
    s * 0.7,
    "Z",
  );
  const dialGroup =
    el(
      "g",
      { "clip-path": "url(#dial-clip)" },
      el("g", { fill: "url(#dial-grad)" }, dial.shape),
      dialFinish(look, dial, rand),
      el("g", { fill: "url(#dial-depth)" }, dial.shape),
      dialFace(look, dial, time, rand),
      el("path", { d: glare, fill: "url(#glare)" }),
    ) + el("g", { fill: "none", stroke: "#00000055", "stroke-width": 6 }, dial.shape);

  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", width: size, height: size, viewBox: "0 0 1000 1000" },
    el("defs", {}, definitions(look, g, backdrop, seed)),
    el("rect", { width: 1000, height: 1000, fill: "url(#backdrop)" }),
    shadow,
    el(
      "g",
      { transform },
      straps(look, g),
      lugs(g),
      crownAndPushers(look, g),
      caseBody,
      caseDetail(look),
      bezel(look, g),
      dialGroup,
    ),
    el("rect", { width: 1000, height: 1000, fill: "url(#vignette)" }),
  );
}

/** The PNG of one gallery image (see drawWatchSvg); fast compression, as it is re-encoded to WebP. */
export function renderWatchPng(look: WatchLook, index: number, seed: number, size = 1000): Promise<Buffer> {
  return sharp(Buffer.from(drawWatchSvg(look, index, seed, size)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
