/** Where shoppers reach a person; the footer and the payment pages link to it. */
export const supportEmail = "support@mizan.com.kw";

/** The shop's public profiles, linked from the footer. */
export const socialProfiles = [
  { name: "Instagram", href: "https://www.instagram.com/mizan.watches" },
  { name: "X", href: "https://x.com/mizanwatches" },
  { name: "Facebook", href: "https://www.facebook.com/mizan.watches" },
  { name: "YouTube", href: "https://www.youtube.com/@mizanwatches" },
] as const;
