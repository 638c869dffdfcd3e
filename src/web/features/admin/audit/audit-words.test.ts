// @vitest-environment node
import { describe, expect, it } from "vitest";
import { auditFields } from "../../../../shared/audit-fields";
import { knownAuditActions, knownAuditEntityTypes } from "../../../../shared/audit-schemas";
import arAdmin from "../../../../shared/locales/ar/admin.json";
import enAdmin from "../../../../shared/locales/en/admin.json";
import { mailKinds } from "../../../../shared/outbox-schemas";
import { storeSettingKeys } from "../../../../shared/store-settings";

/**
 * Every action, kind of record and setting an audited write can record, and every kind of e-mail
 * the shop can write, reads in words in both languages: the writers take only what the shared
 * lists name (their types say so), and this holds the dictionaries to those lists, so a key added
 * later fails here before staff ever see it raw.
 */
const dictionaries = { en: enAdmin, ar: arAdmin };
const arabicLetters = /[\u0600-\u06ff]/;

describe.each(Object.entries(dictionaries))("the back office's words in %s", (language, admin) => {
  const words = (table: Record<string, string>, keys: readonly string[]) =>
    keys.map((key) => [key, table[key]] as const);
  const check = (entries: (readonly [string, string | undefined])[]) => {
    for (const [key, text] of entries) {
      expect(text, key).toBeTruthy();
      expect(text, key).not.toBe(key);
      if (language === "ar") expect(text, key).toMatch(arabicLetters);
    }
  };

  it("name every audited action", () => {
    check(
      words(
        admin.audit.actions,
        knownAuditActions.map((action) => action.replaceAll(".", "_")),
      ),
    );
    check(words(admin.audit.actions, ["other"]));
  });

  it("name every kind of record and every setting", () => {
    check(words(admin.audit.entities, [...knownAuditEntityTypes, "other"]));
    check(words(admin.audit.settings, [...storeSettingKeys, "other"]));
  });

  it("name every field an audited write records, and the words its values read in", () => {
    check(words(admin.audit.fields, [...Object.keys(auditFields), "value", "other"]));
    const values = admin.audit.values as Record<string, string>;
    check(
      words(values, [
        "yes",
        "no",
        "linked",
        "everywhere",
        "photos_one",
        "photos_other",
        "rows_one",
        "rows_other",
      ]),
    );
  });

  it("name every kind of e-mail in the outbox", () => {
    check(words(admin.outbox.kinds, [...mailKinds, "other"]));
  });
});
