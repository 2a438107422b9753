import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TCampaign, TCampaignBody } from '@betsite/contract/bonus';
import { boApi } from './client.ts';
import { unwrap } from './calls.ts';

/** Bonus campaigns (`/api/Backoffice/BonusCampaigns`, permission bonuses.manage; docs/bonus.md). */
export const fetchCampaigns = async () => unwrap(await boApi<TEnvelope<TCampaign[]>>(API.Backoffice.BonusCampaigns));
export const createCampaign = async (body: TCampaignBody) => unwrap(await boApi<TEnvelope<TCampaign>>(API.Backoffice.BonusCampaigns, { method: 'POST', body }));
export const endCampaign = async (id: number) => unwrap(await boApi<TEnvelope<TCampaign>>(API.Backoffice.BonusCampaignEnd, { method: 'POST', body: { id } }));
/** Grants a live `manual` campaign to one player; a refusal (already granted, not allowed) is an envelope with its code. */
export const grantCampaign = async (campaignId: number, username: string) =>
  boApi<TEnvelope<{ bonusId: number; type: string } | null>>(API.Backoffice.BonusGrant, { method: 'POST', body: { campaignId, username } });
