import { queryOptions } from '@tanstack/react-query';
import { PKPASS_CONTENT_TYPE, ZGoogleWalletLinkResponseSchema, ZWalletSettingsResponseSchema } from '../../../../contract/wallet';
import { apiGet } from '../../../lib/api-client';
import { apiDownload, saveBlob } from '../../../lib/download';
import { passFilename } from '../wallet-offer';

/* Wallet passes of a ticket (docs/architecture.md §6 "Wallet passes"): made by the server, with the session's token. */

/** GET /api/wallet: which wallets this server issues passes for; set at the server's start, so read rarely. */
export function walletSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['wallet-settings'] as const,
    queryFn: async ({ signal }) => (await apiGet('wallet', ZWalletSettingsResponseSchema, undefined, { signal })).data,
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * GET /api/my-tickets/{id}/wallet/apple, saved as a download: Safari on an iPhone or a Mac opens a .pkpass in
 * Wallet's "Add" sheet. Rejects with the call's ApiError.
 */
export async function saveApplePass(bookingId: number, bookingNumber: string): Promise<void> {
  const { blob, filename } = await apiDownload(`my-tickets/${bookingId}/wallet/apple`);
  // Typed as a pass whatever the download carried, so the browser hands it to Wallet.
  saveBlob(new Blob([blob], { type: PKPASS_CONTENT_TYPE }), filename ?? passFilename(bookingNumber));
}

/**
 * GET /api/my-tickets/{id}/wallet/google, then Google's save page. The tab is opened during the click, before the
 * link is fetched, so no popup blocker stops it; a browser that refuses it anyway goes to the page itself.
 */
export async function openGoogleWallet(bookingId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = (await apiGet(`my-tickets/${bookingId}/wallet/google`, ZGoogleWalletLinkResponseSchema)).data;
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
