import type { Language } from "../../../shared/i18n";
import type { StaffRole } from "../../../shared/staff-roles";
import type { MailMessage } from "../../providers/mail/mail";
import { composeMail } from "../../providers/mail/mail-layout";
import { fillIn, mailTexts } from "../../providers/mail/mail-texts";

/** Issue 28: the invitation to the staff, in the language the owner chose for it. */
export function staffInvitationMessage(input: {
  to: string;
  language: Language;
  role: StaffRole;
  inviter: string;
  url: string;
}): MailMessage {
  const words = mailTexts(input.language).staffInvitation;
  const values = { inviter: input.inviter, role: words.roles[input.role] };
  return composeMail({
    to: input.to,
    kind: "staff-invitation",
    language: input.language,
    subject: fillIn(words.subject, values),
    title: words.title,
    paragraphs: words.paragraphs.map((paragraph) => fillIn(paragraph, values)),
    action: { label: words.action, url: input.url },
    note: words.note,
  });
}
