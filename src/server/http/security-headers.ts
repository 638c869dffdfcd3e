import { secureHeaders } from "hono/secure-headers";

/**
 * A strict policy the built app satisfies: no inline or foreign scripts. Inline styles stay
 * allowed because React and Radix position popovers with style attributes.
 */
export function securityHeaders(options: { production: boolean; extraImageOrigins: string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...options.extraImageOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.production ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.production ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: ["self"], microphone: [], geolocation: [] },
  });
}
