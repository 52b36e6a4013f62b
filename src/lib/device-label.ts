const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A scanner's id as a person can read it: the first 8 characters of a generated UUID (what the PWA
 * mints per device), any other id as it is. The full id stays available to the caller for a tooltip.
 */
export function shortDeviceId(deviceId: string): string {
  return UUID.test(deviceId) ? deviceId.slice(0, 8) : deviceId;
}
