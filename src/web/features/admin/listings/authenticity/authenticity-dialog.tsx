import ImagePlusIcon from "lucide-react/icons/image-plus";
import XIcon from "lucide-react/icons/x";
import { type FormEvent, useState } from "react";
import {
  type AuthenticityDto,
  type InspectionCheck,
  type InspectionInput,
  type InspectionPhotoKind,
  inspectionChecks,
  inspectionLimits,
  inspectionPhotoKinds,
} from "../../../../../shared/certificates";
import type { AdminListingRowDto } from "../../../../../shared/listing-schemas";
import arCertificates from "../../../../../shared/locales/ar/certificates.json";
import enCertificates from "../../../../../shared/locales/en/certificates.json";
import { can } from "../../../../../shared/staff-roles";
import { Button } from "../../../../components/ui/button";
import { FormDialog, FormDialogActions } from "../../../../components/ui/form-dialog";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { Spinner } from "../../../../components/ui/spinner";
import { toast } from "../../../../components/ui/toast";
import { i18n } from "../../../../i18n/i18n";
import { useTranslation } from "../../../../i18n/use-translation";
import { errorMessage } from "../../../../lib/error-messages";
import { formatShopDate } from "../../../../lib/format-date";
import { useSession } from "../../../../lib/session/session";
import {
  uploadInspectionPhoto,
  useAuthenticity,
  useRevokeCertificate,
  useSaveInspection,
} from "./authenticity-api";

// The certificates' words load with this dialog, so no other page downloads them.
i18n.addResourceBundle("en", "certificates", enCertificates);
i18n.addResourceBundle("ar", "certificates", arCertificates);

type Draft = Omit<InspectionInput, "photos"> & {
  photos: NonNullable<InspectionInput["photos"]>;
  /** Where each photo is shown: the staff route once saved, the uploader's own address before. */
  previews: Record<string, string>;
};

function draftOf(data: AuthenticityDto): Draft {
  const saved = data.inspection;
  const check = (name: InspectionCheck) => ({
    passed: saved?.checks[name].passed ?? false,
    note: saved?.checks[name].note ?? "",
  });
  return {
    serial: saved?.serial ?? "",
    checks: {
      serialReference: check("serialReference"),
      movement: { ...check("movement"), rateSecondsPerDay: saved?.checks.movement.rateSecondsPerDay ?? null },
      waterResistance: check("waterResistance"),
      boxPapers: check("boxPapers"),
      serviceHistory: check("serviceHistory"),
    },
    photos: (saved?.photos ?? []).map(({ mediaId, kind }) => ({ mediaId, kind })),
    previews: Object.fromEntries((saved?.photos ?? []).map((photo) => [photo.mediaId, photo.url])),
  };
}

/**
 * Issue 31: a listing's authenticity record. Staff tick each check (a note each, the movement's
 * rate), add private photos of the serial and movement, and see the certificates the watch was
 * given when it sold; staff who may refund may revoke one, with a reason.
 */
export function AuthenticityDialog({
  listing,
  onOpenChange,
}: {
  listing: AdminListingRowDto;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("certificates");
  const query = useAuthenticity(listing.id);
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      size="large"
      title={t("admin.title")}
      description={
        <>
          <bdi className="font-medium text-foreground">{listing.title}</bdi> — {t("admin.description")}
        </>
      }
    >
      {query.data ? (
        <InspectionForm listingId={listing.id} data={query.data} onDone={() => onOpenChange(false)} />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {t("admin.loadFailed")}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> {t("admin.loading")}
        </p>
      )}
    </FormDialog>
  );
}

function InspectionForm({
  listingId,
  data,
  onDone,
}: {
  listingId: string;
  data: AuthenticityDto;
  onDone: () => void;
}) {
  const { t, i18n: language } = useTranslation("certificates");
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [uploading, setUploading] = useState(0);
  const save = useSaveInspection(listingId);
  const setCheck = (name: InspectionCheck, change: Partial<Draft["checks"][InspectionCheck]>) =>
    setDraft((current) => ({
      ...current,
      checks: { ...current.checks, [name]: { ...current.checks[name], ...change } },
    }));

  async function addPhotos(kind: InspectionPhotoKind, files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      setUploading((count) => count + 1);
      try {
        const photo = await uploadInspectionPhoto(file);
        setDraft((current) => ({
          ...current,
          photos: [...current.photos, { mediaId: photo.id, kind }].slice(0, inspectionLimits.photos),
          previews: { ...current.previews, [photo.id]: photo.variants[0]?.url ?? photo.url },
        }));
      } catch (error) {
        toast.error(errorMessage(error, t));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { previews: _, ...input } = draft;
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t("admin.saved"));
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, t, "certificates:admin.saveFailed")),
    });
  }

  const when = (iso: string | null) => (iso ? formatShopDate(iso, language.language) : "");
  return (
    <form onSubmit={submit} className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="inspection-serial">{t("admin.serial")}</Label>
        <Input
          id="inspection-serial"
          dir="ltr"
          required
          maxLength={inspectionLimits.serial}
          value={draft.serial}
          onChange={(event) => setDraft({ ...draft, serial: event.target.value })}
          aria-describedby="inspection-serial-hint"
        />
        <p id="inspection-serial-hint" className="text-sm text-muted-foreground">
          {t("admin.serialHint")}
        </p>
      </div>

      <fieldset className="grid gap-4">
        {inspectionChecks.map((name) => {
          const saved = data.inspection?.checks[name];
          const check = draft.checks[name];
          return (
            <div
              key={name}
              className="grid gap-2 rounded-sm border border-border p-4"
              data-testid={`check-${name}`}
            >
              <label className="flex items-center gap-3 font-medium">
                <input
                  type="checkbox"
                  className="size-4 accent-gold-dark"
                  checked={check.passed}
                  onChange={(event) => setCheck(name, { passed: event.target.checked })}
                />
                {t(`checks.${name}`)}
              </label>
              <div className="grid gap-2 sm:grid-cols-3">
                <Input
                  className="sm:col-span-2"
                  aria-label={`${t(`checks.${name}`)} — ${t("admin.note")}`}
                  placeholder={t("admin.note")}
                  maxLength={inspectionLimits.note}
                  value={check.note ?? ""}
                  onChange={(event) => setCheck(name, { note: event.target.value })}
                />
                {name === "movement" && (
                  <Input
                    type="number"
                    dir="ltr"
                    step="0.1"
                    min={-inspectionLimits.rateSecondsPerDay}
                    max={inspectionLimits.rateSecondsPerDay}
                    aria-label={t("admin.rate")}
                    placeholder={t("admin.rate")}
                    value={draft.checks.movement.rateSecondsPerDay ?? ""}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        checks: {
                          ...draft.checks,
                          movement: {
                            ...draft.checks.movement,
                            rateSecondsPerDay: event.target.value === "" ? null : Number(event.target.value),
                          },
                        },
                      })
                    }
                  />
                )}
              </div>
              <p className="text-xs text-muted-foreground">
                {saved?.checkedAt
                  ? t("admin.checkedBy", { name: saved.checkedBy ?? "—", date: when(saved.checkedAt) })
                  : t("admin.notChecked")}
              </p>
            </div>
          );
        })}
      </fieldset>

      <section className="grid gap-3" aria-labelledby="inspection-photos">
        <h3 id="inspection-photos" className="font-medium">
          {t("admin.photos")}
        </h3>
        <ul className="flex flex-wrap gap-3">
          {draft.photos.map((photo) => (
            <li key={photo.mediaId} className="relative">
              <img
                src={draft.previews[photo.mediaId]}
                alt={t(photo.kind === "serial" ? "admin.photoSerial" : "admin.photoMovement")}
                className="size-24 rounded-sm border border-border object-cover"
              />
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute -end-2 -top-2 size-7"
                aria-label={t("admin.removePhoto")}
                onClick={() =>
                  setDraft({
                    ...draft,
                    photos: draft.photos.filter((each) => each.mediaId !== photo.mediaId),
                  })
                }
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          {inspectionPhotoKinds.map((kind) => (
            <label
              key={kind}
              className="inline-flex cursor-pointer items-center gap-2 rounded-sm border border-border px-3 py-2 text-sm hover:bg-muted"
            >
              <ImagePlusIcon aria-hidden="true" className="size-4" />
              {t(kind === "serial" ? "admin.addSerialPhoto" : "admin.addMovementPhoto")}
              <input
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                onChange={(event) => {
                  void addPhotos(kind, event.target.files);
                  event.target.value = "";
                }}
              />
            </label>
          ))}
          {uploading > 0 && (
            <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> {t("admin.uploading")}
            </span>
          )}
        </div>
      </section>

      <Certificates listingId={listingId} data={data} />

      <FormDialogActions
        cancel={t("admin.cancel")}
        submit={t("admin.save")}
        working={t("admin.save")}
        pending={save.isPending}
        disabled={uploading > 0}
        onCancel={onDone}
      />
    </form>
  );
}

function Certificates({ listingId, data }: { listingId: string; data: AuthenticityDto }) {
  const { t, i18n: language } = useTranslation("certificates");
  const { session } = useSession();
  const mayRevoke = can(session?.user?.role, "refunds");
  const revoke = useRevokeCertificate(listingId);
  const [revoking, setRevoking] = useState<string>();
  const [reason, setReason] = useState("");
  return (
    <section className="grid gap-3" aria-labelledby="issued-certificates">
      <h3 id="issued-certificates" className="font-medium">
        {t("admin.certificates")}
      </h3>
      {data.certificates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("admin.noCertificates")}</p>
      ) : (
        <ul className="grid gap-2">
          {data.certificates.map((certificate) => (
            <li key={certificate.code} className="grid gap-2 rounded-sm border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <a
                  href={`/verify/${certificate.code}`}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium underline"
                >
                  <bdi dir="ltr">{certificate.code}</bdi>
                </a>
                <span className="text-muted-foreground">
                  {t("admin.order", { number: certificate.orderNumber })} ·{" "}
                  {formatShopDate(certificate.issuedAt, language.language)}
                </span>
              </div>
              {certificate.revokedAt ? (
                <p className="text-destructive">
                  {t("admin.revokedOn", {
                    date: formatShopDate(certificate.revokedAt, language.language),
                    reason: certificate.revokedReason ?? "",
                  })}
                </p>
              ) : mayRevoke && revoking === certificate.code ? (
                <div className="flex flex-wrap items-end gap-2">
                  <Input
                    aria-label={t("admin.revokeReason")}
                    placeholder={t("admin.revokeReason")}
                    maxLength={inspectionLimits.revokeReason}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    className="min-w-48 flex-1"
                  />
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={reason.trim() === "" || revoke.isPending}
                    onClick={() =>
                      revoke.mutate(
                        { code: certificate.code, reason },
                        {
                          onSuccess: () => {
                            toast.success(t("admin.revokedToast"));
                            setRevoking(undefined);
                            setReason("");
                          },
                          onError: (error) => toast.error(errorMessage(error, t)),
                        },
                      )
                    }
                  >
                    {t("admin.confirmRevoke", { code: certificate.code })}
                  </Button>
                </div>
              ) : (
                mayRevoke && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => setRevoking(certificate.code)}
                  >
                    {t("admin.revoke")}
                  </Button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
