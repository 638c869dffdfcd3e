import { Link } from "react-router";
import type { StaffPageDto } from "../../../../shared/staff-schemas";
import { toast } from "../../../components/ui/toast";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useSession } from "../../../lib/session/session";
import { useSetTwoFactorRule } from "./api/staff-api";

/**
 * Issue 28: the owner's rule that staff sign in with a second factor, with how many have set it up;
 * an owner without one is told to set up theirs first, since the rule would stop them too.
 */
export function TwoFactorRule({ page }: { page: StaffPageDto }) {
  const { t } = useTranslation("admin");
  const { session } = useSession();
  const setRule = useSetTwoFactorRule();
  const active = page.members.filter((member) => !member.suspended);
  const enrolled = active.filter((member) => member.twoFactorEnabled).length;
  const mineIsOff = session ? !session.user.twoFactorEnabled : false;
  return (
    <section aria-labelledby="staff-two-factor" className="rounded-sm border border-border bg-card p-5">
      <h2 id="staff-two-factor" className="font-display text-xl">
        {t("staff.rule.title")}
      </h2>
      <label className="mt-4 flex cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={page.twoFactorRequired}
          disabled={setRule.isPending}
          onChange={(event) => {
            const required = event.target.checked;
            setRule.mutate(required, {
              onSuccess: () => toast.success(t(required ? "staff.rule.turnedOn" : "staff.rule.turnedOff")),
              onError: (error) => toast.error(errorMessage(error, t)),
            });
          }}
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-gold-dark)]"
        />
        <span className="grid gap-1">
          <span className="font-medium">{t("staff.rule.label")}</span>
          <span className="text-muted-foreground">{t("staff.rule.hint")}</span>
        </span>
      </label>
      <p className="mt-3 text-sm text-muted-foreground">
        {t("staff.rule.count", { enrolled, count: active.length })}
      </p>
      {mineIsOff && (
        <p className="mt-3 rounded-sm border border-gold/40 bg-ivory px-4 py-3 text-sm">
          <Trans
            t={t}
            i18nKey="staff.rule.setUpYours"
            components={{ link: <Link to="/admin/account" className="text-gold-dark underline" /> }}
          />
        </p>
      )}
    </section>
  );
}
