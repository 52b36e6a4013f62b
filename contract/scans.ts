import { z } from 'zod';
import { inStorableYears, STORABLE_DATE_MESSAGE } from './constants';
import { safeString } from './text';
import { successEnvelope } from './common';
import { ZIdSchema } from './ids';

/*
 * The door scanner's calls (docs/product.md §7, docs/architecture.md §6). Roles 1 (admin) and 3 (door
 * staff). The device decides each scan itself from the manifest and the signed code, queues it, and
 * uploads it; the server re-checks every scan, applies each scan_id once and answers per scan.
 */

/** Why a scan was rejected. Stable: the screen translates them and the usage history stores them. */
export const SCAN_REASONS = [
  /** Not a ticket code, or the signature does not verify with any of the event's keys. */
  'invalid_signature',
  /** A genuine ticket for another event. */
  'wrong_event',
  /** Before the ticket's valid_from. */
  'not_yet_valid',
  /** After the ticket's valid_until. */
  'expired',
  /** The booking (or its event) was cancelled: the code is on the revocation list. */
  'cancelled',
  /** An older code of a ticket that was sent to someone else: their new code replaced it (docs/product.md §4). */
  'replaced',
  /** Every use of the ticket has been taken. */
  'already_used',
  /** Server only: the scan's time lies outside what the server believes (SCAN_LATE_UPLOAD_HOURS before its upload to 5 minutes after). */
  'untrusted_time',
] as const;
export const ZScanReasonSchema = z.enum(SCAN_REASONS);
export type TScanReason = z.infer<typeof ZScanReasonSchema>;

export const SCAN_DECISIONS = ['accepted', 'rejected'] as const;
export const ZScanDecisionSchema = z.enum(SCAN_DECISIONS);
export type TScanDecision = z.infer<typeof ZScanDecisionSchema>;

/** How many days ahead GET /api/admin/scan/events looks, besides today. */
/** The scanner lists, and door staff reach, events that ended this many hours ago (late uploads); a scan's time is believed this far back. */
export const SCAN_LATE_UPLOAD_HOURS = 48;
export const SCAN_EVENTS_DAYS_AHEAD = 7;
/** Most bookings in one manifest answer; `more: true` says to ask again with `since=cursor`. */
export const SCAN_MANIFEST_PAGE_SIZE = 5000;
/** Most scans in one upload. */
export const SCAN_UPLOAD_MAX = 1000;
/** A code longer than this is cut before it is recorded (it is rejected as invalid_signature anyway). */
export const SCAN_CODE_MAX_LENGTH = 1024;

/** GET /api/admin/scan/events: events running today or starting within the next 7 days (Muscat). */
export const ZScanEventSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  start_date: z.iso.datetime({ offset: true }),
  finish_date: z.iso.datetime({ offset: true }),
  location: z.string().nullable(),
  /** Bookings with at least one accepted scan. */
  checked_in: z.number().int().min(0),
  /** Active (not cancelled) bookings. */
  sold: z.number().int().min(0),
});
export type TScanEvent = z.infer<typeof ZScanEventSchema>;
export const ZScanEventsResponseSchema = successEnvelope(z.object({ events: z.array(ZScanEventSchema) }));
export type TScanEventsResponse = z.infer<typeof ZScanEventsResponseSchema>;

export const ZScanManifestQuerySchema = z.object({
  /** The `cursor` of the previous answer; omitted for a full manifest. */
  since: z.string().min(1).max(100).optional(),
});
export type TScanManifestQuery = z.infer<typeof ZScanManifestQuerySchema>;

export const BOOKING_SCAN_STATUSES = ['active', 'cancelled'] as const;

export const ZManifestBookingSchema = z.object({
  id: ZIdSchema,
  status: z.enum(BOOKING_SCAN_STATUSES),
  ticket_id: ZIdSchema,
  ticket_name: z.string(),
  holder_name: z.string(),
  /** The version of the booking's current code: a code with an older `v` is `replaced` (1 when a stored manifest predates it). */
  code_version: z.number().int().min(1).default(1),
  usage_limit: z.number().int().min(1),
  used_count: z.number().int().min(0),
  valid_from: z.iso.datetime({ offset: true }).nullable(),
  valid_until: z.iso.datetime({ offset: true }).nullable(),
});
export type TManifestBooking = z.infer<typeof ZManifestBookingSchema>;

/** GET /api/admin/events/{id}/scan-manifest?since= */
export const ZScanManifestSchema = z.object({
  event: z.object({
    id: ZIdSchema,
    name: z.string(),
    start_date: z.iso.datetime({ offset: true }),
    finish_date: z.iso.datetime({ offset: true }),
  }),
  /** Base64url raw Ed25519 public keys whose signatures are genuine (current key first). */
  public_keys: z.array(z.string()),
  bookings: z.array(ZManifestBookingSchema),
  /** Opaque: send it back as `since` to get what changed after this answer. */
  cursor: z.string(),
  /** True when more changes wait: call again at once with `since=cursor`. */
  more: z.boolean(),
});
export type TScanManifest = z.infer<typeof ZScanManifestSchema>;
export const ZScanManifestResponseSchema = successEnvelope(ZScanManifestSchema);
export type TScanManifestResponse = z.infer<typeof ZScanManifestResponseSchema>;

export const ZScanUploadItemSchema = z.object({
  scan_id: z.uuid(),
  code: z.string().max(SCAN_CODE_MAX_LENGTH),
  decision: ZScanDecisionSchema,
  reason: ZScanReasonSchema.nullish(),
  scanned_at: z.iso.datetime({ offset: true }).refine(inStorableYears, STORABLE_DATE_MESSAGE),
  device_id: safeString().min(1).max(100),
});
export type TScanUploadItem = z.infer<typeof ZScanUploadItemSchema>;

/** POST /api/admin/events/{id}/scans */
export const ZScanUploadRequestSchema = z.object({
  scans: z.array(ZScanUploadItemSchema).min(1).max(SCAN_UPLOAD_MAX),
});
export type TScanUploadRequest = z.infer<typeof ZScanUploadRequestSchema>;

export const ZScanResultSchema = z.object({
  scan_id: z.uuid(),
  /** The booking the code names; null for a forged, foreign or unreadable code. */
  booking_id: z.nullable(ZIdSchema),
  /** The server's decision for this scan (it is the truth; the device's verdict was a forecast). */
  decision: ZScanDecisionSchema,
  reason: ZScanReasonSchema.nullable(),
  /** The device accepted it but the server could not (used up on another device, cancelled). */
  conflict: z.boolean(),
  /** This scan_id was applied before: the first result is returned and nothing changed. */
  duplicate: z.boolean(),
});
export type TScanResult = z.infer<typeof ZScanResultSchema>;
export const ZScanUploadResponseSchema = successEnvelope(z.object({ results: z.array(ZScanResultSchema) }));
export type TScanUploadResponse = z.infer<typeof ZScanUploadResponseSchema>;

/** GET /api/admin/events/{id}/check-ins: the event dashboard's Check-ins view. */
export const ZCheckInsSchema = z.object({
  checked_in: z.number().int().min(0),
  sold: z.number().int().min(0),
  devices: z.array(
    z.object({ device_id: z.string(), accepted: z.number().int().min(0), rejected: z.number().int().min(0), last_scan_at: z.iso.datetime({ offset: true }) }),
  ),
  conflicts: z.array(
    z.object({
      scan_id: z.uuid(),
      booking_id: z.nullable(ZIdSchema),
      holder_name: z.string().nullable(),
      ticket_name: z.string().nullable(),
      reason: ZScanReasonSchema.nullable(),
      device_id: z.string(),
      scanned_at: z.iso.datetime({ offset: true }),
      received_at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type TCheckIns = z.infer<typeof ZCheckInsSchema>;
export const ZCheckInsResponseSchema = successEnvelope(ZCheckInsSchema);
