import * as z from 'zod/mini';
import { successEnvelope } from './common';

/*
 * A ticket in Apple Wallet and Google Wallet (docs/architecture.md §6 "Wallet passes"). Each wallet is on only
 * when the server has its issuer settings (README, configuration); GET /api/wallet says which are.
 */

export const WALLET_MESSAGES = {
  notConfigured: 'This wallet is not available on this server.',
  ticketNotActive: 'Only a paid ticket that can still be used can be added to a wallet.',
} as const;

/** The media type of an Apple Wallet pass (a signed zip). */
export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** GET /api/wallet: which wallets this server can issue passes for. */
export const ZWalletSettingsResponseSchema = successEnvelope(z.object({ apple: z.boolean(), google: z.boolean() }));
export type TWalletSettingsResponse = z.infer<typeof ZWalletSettingsResponseSchema>;
export type TWalletSettings = TWalletSettingsResponse['data'];

/** GET /api/my-tickets/{id}/wallet/google: the "Save to Google Wallet" link, `https://pay.google.com/gp/v/save/<jwt>`. */
export const ZGoogleWalletLinkResponseSchema = successEnvelope(z.object({ url: z.string() }));
export type TGoogleWalletLinkResponse = z.infer<typeof ZGoogleWalletLinkResponseSchema>;

/**
 * GET /api/my-tickets/{id}/wallet/apple: the pass file itself (binary), for the OpenAPI document. Its bytes go
 * out as they are, never through a serializer, hence no output type.
 */
export const ZApplePassFileSchema: z.ZodMiniType<unknown> = z.file();
