import ShieldCheckIcon from "lucide-react/icons/shield-check";
import { cn } from "../../lib/cn";
import { withoutShownItems } from "./repeated-details";
import { type DescriptionSection, splitDescription, textOf } from "./split-description";

/** How sanitised description HTML reads: lists, emphasis and links in the shop's type. */
const proseClass = cn(
  "text-sm leading-relaxed text-foreground/85 sm:text-[0.95rem]",
  "[&_p+p]:mt-3 [&_strong]:font-semibold [&_strong]:text-foreground [&_em]:italic",
  "[&_a]:text-gold-dark [&_a]:underline [&_a]:underline-offset-4",
  "[&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-none [&_ul]:ps-0",
);

const detailsClass = cn(
  "[&_ul]:grid [&_ul]:gap-x-8 sm:[&_ul]:grid-cols-2 [&_li]:flex [&_li]:gap-2 [&_li]:border-b",
  "[&_li]:border-border/70 [&_li]:py-2 [&_li]:text-sm [&_li_strong]:shrink-0 [&_li_strong]:font-medium",
  "[&_li_strong]:text-muted-foreground",
);

/**
 * Descriptions are written in the admin's language, often English inside the Arabic page, so each
 * fragment takes its direction from its own text. Only fragments of the server-sanitised description reach `dangerouslySetInnerHTML` (the server
 * allow-lists tags and attributes on write and on read: ARCHITECTURE.md, Decisions).
 */
function Html({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list
  return <div dir="auto" className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** h2: the description sits right under the page's h1, whatever level its own HTML used. */
function Heading({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list
  return <h2 dir="auto" className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Section({ section }: { section: DescriptionSection }) {
  const { kind, headingHtml, bodyHtml } = section;
  if (kind === "heading") {
    return (
      <div>
        <Heading html={headingHtml} className="font-display text-2xl font-medium tracking-tight" />
        {bodyHtml && <Html html={bodyHtml} className={cn(proseClass, "mt-3")} />}
      </div>
    );
  }
  if (kind === "guarantee") {
    return (
      <div className="flex gap-4 rounded-md border border-gold/40 bg-gold/8 p-5">
        <ShieldCheckIcon
          className="mt-0.5 size-5 shrink-0 text-gold-dark"
          strokeWidth={1.5}
          aria-hidden="true"
        />
        <div>
          <Heading html={headingHtml} className="font-medium" />
          <Html html={bodyHtml} className={cn(proseClass, "mt-2")} />
        </div>
      </div>
    );
  }
  if (kind === "photography") {
    return (
      <div className="border-s-2 border-gold/60 ps-4 text-muted-foreground">
        <Heading
          html={headingHtml}
          className="text-[0.7rem] font-semibold uppercase tracking-[0.2em] text-muted-foreground"
        />
        <Html html={bodyHtml} className="mt-1.5 text-sm leading-relaxed" />
      </div>
    );
  }
  return (
    <div>
      {headingHtml && (
        <Heading
          html={headingHtml}
          className="text-[0.7rem] font-semibold uppercase tracking-[0.2em] text-gold-dark"
        />
      )}
      <Html
        html={bodyHtml}
        className={cn(proseClass, headingHtml && "mt-3", kind === "details" && detailsClass)}
      />
    </div>
  );
}

/**
 * spec: storefront §2 — the description as heading, Watch Details, guarantee, About, Photography.
 * `isShownElsewhere` (a normalised label) drops the Watch Details items the page already shows
 * (issue 13), and the section with them when none is left.
 */
export function DescriptionSections({
  html,
  isShownElsewhere,
}: {
  html: string;
  isShownElsewhere?: (label: string) => boolean;
}) {
  const sections = splitDescription(html).flatMap((section) => {
    if (section.kind !== "details" || !isShownElsewhere) return [section];
    const bodyHtml = withoutShownItems(section.bodyHtml, isShownElsewhere);
    return textOf(bodyHtml) ? [{ ...section, bodyHtml }] : [];
  });
  return (
    <div className="grid gap-8">
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are derived from one string, in order
        <Section key={index} section={section} />
      ))}
    </div>
  );
}
