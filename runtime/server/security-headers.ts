import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Headers on every answer (README: Security headers). Pages replace the Content-Security-Policy with their own
 * (content-security-policy.ts: a nonce per response, the site's partner and third-party origins); what is left
 * here covers every other answer, which runs no script. Framing is governed by `frame-ancestors`, so the older
 * X-Frame-Options, which cannot name partners, is not sent.
 */
export const helmetOptions: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'none'"],
      "style-src": ["'unsafe-inline'"],
      "img-src": ["'self'"],
      "frame-ancestors": ["'self'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
    },
  },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // HSTS is only meaningful over https, so it is sent by `transportHeaders`, which knows the protocol.
  strictTransportSecurity: false,
  xFrameOptions: false,
  // Media and search answers are read by the sites' own pages on their own hosts, so they stay fetchable.
  crossOriginResourcePolicy: false,
};

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
const HSTS = "max-age=31536000; includeSubDomains";

/** The headers helmet does not make: Permissions-Policy, and HSTS on answers served over https. */
export async function transportHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
}
