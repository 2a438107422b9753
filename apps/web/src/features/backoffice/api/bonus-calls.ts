import * as bo from '@betsite/contract/calls/backoffice';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { boCallApi } from './client.ts';

/** Bonus campaigns (`/api/Backoffice/BonusCampaigns`, permission bonuses.manage; docs/bonus.md). */
export const fetchCampaigns = () => boCallApi(bo.BonusCampaigns);
export const createCampaign = (body: CallBody<typeof bo.BonusCampaignCreate>) => boCallApi(bo.BonusCampaignCreate, { body });
export const endCampaign = (id: number) => boCallApi(bo.BonusCampaignEnd, { body: { id } });
/** Grants a live `manual` campaign to one player; a refusal (already granted, not allowed) is thrown as a `Refusal` with the server's text. */
export const grantCampaign = (campaignId: number, username: string) => boCallApi(bo.BonusGrant, { body: { campaignId, username } });
