import type { ReactNode } from "react";
import type { PaymentMethodId } from "../../../../shared/payment-methods";
import { useTranslation } from "../../../i18n/use-translation";

/** Small card-sized marks drawn inline (no image requests), 38 × 24 like a card in a wallet. */
const marks: Record<PaymentMethodId, ReactNode> = {
  knet: (
    <>
      <rect width="38" height="24" rx="3" fill="#fff" />
      <rect x="3" y="4" width="32" height="9" rx="1.5" fill="#0a5ca8" />
      <text
        x="19"
        y="11.4"
        fill="#fff"
        fontFamily="Arial, sans-serif"
        fontSize="7"
        fontWeight="700"
        textAnchor="middle"
      >
        KNET
      </text>
      <rect x="3" y="15" width="32" height="5" rx="1.5" fill="#f5b400" />
    </>
  ),
  visa: (
    <>
      <rect width="38" height="24" rx="3" fill="#fff" />
      <text
        x="19"
        y="16"
        fill="#1a1f71"
        fontFamily="Arial, sans-serif"
        fontSize="10.5"
        fontStyle="italic"
        fontWeight="800"
        textAnchor="middle"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="38" height="24" rx="3" fill="#fff" />
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" />
      <path d="M19 6.4a7 7 0 0 1 0 11.2a7 7 0 0 1 0-11.2z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="38" height="24" rx="3" fill="#2e77bc" />
      <text
        x="19"
        y="15.5"
        fill="#fff"
        fontFamily="Arial, sans-serif"
        fontSize="8"
        fontWeight="800"
        textAnchor="middle"
      >
        AMEX
      </text>
    </>
  ),
  "apple-pay": (
    <>
      <rect width="38" height="24" rx="3" fill="#000" />
      <path
        d="M11.6 8.2c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.9 1.3-.8 2.1.8.1 1.6-.4 2.2-1zm.7 1.1c-1.2-.1-2.2.7-2.8.7-.6 0-1.4-.6-2.4-.6-1.2 0-2.3.7-3 1.8-1.3 2.2-.3 5.5.9 7.3.6.9 1.3 1.8 2.3 1.8.9 0 1.2-.6 2.3-.6s1.4.6 2.3.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2-.1 0-1.9-.7-1.9-2.8 0-1.8 1.4-2.6 1.5-2.7-.8-1.2-2.1-1.3-2.4-1.7z"
        fill="#fff"
      />
      <text
        x="26"
        y="16.2"
        fill="#fff"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontWeight="600"
        textAnchor="middle"
      >
        Pay
      </text>
    </>
  ),
};

/** Issue 13: the marks of the payment methods checkout accepts, each named for screen readers. */
export function PaymentMarks({ methods }: { methods: readonly PaymentMethodId[] }) {
  const { t } = useTranslation("storefront");
  if (methods.length === 0) return null;
  return (
    <ul aria-label={t("watch.payments.label")} className="flex flex-wrap items-center gap-1.5">
      {methods.map((method) => (
        <li key={method}>
          <svg
            role="img"
            aria-label={t(`watch.payments.${method}`)}
            viewBox="0 0 38 24"
            width="38"
            height="24"
            className="rounded-[3px] ring-1 ring-border"
          >
            {marks[method]}
          </svg>
        </li>
      ))}
    </ul>
  );
}
