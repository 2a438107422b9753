/**
 * The back office's calls (operators, docs/backoffice.md): its own login and session, the
 * dashboard, the withdrawal queue and decisions, players, the audit log, document review, the CMS,
 * bonus campaigns, server messages, notifications to players and the site's settings. Each is
 * answered to a two-factor back-office session whose operator has the call's permission
 * (apps/server/src/platform/operator-guard.ts); the web calls them with the back office's own
 * token (apps/web/src/features/backoffice/api/client.ts).
 */
import { BONUS_CODES as B } from '../bonus-codes.ts';
import { WITHDRAWAL_CODES as W } from '../withdrawal-codes.ts';
import type * as BO_ from '../backoffice.ts';
import type * as BONUS_ from '../bonus.ts';
import type * as CMS_ from '../content.ts';
import type * as DOC_ from '../documents.ts';
import type * as MSG_ from '../server-messages.ts';
import type * as NOTIFY_ from '../notifications.ts';
import type * as SITE_ from '../site.ts';
import type * as WD_ from '../withdrawals.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './backoffice.checks.ts';

const bo = schemaModule<typeof BO_>('../backoffice.ts');
const bonus = schemaModule<typeof BONUS_>('../bonus.ts');
const cms = schemaModule<typeof CMS_>('../content.ts');
const documents = schemaModule<typeof DOC_>('../documents.ts');
const messages = schemaModule<typeof MSG_>('../server-messages.ts');
const notifications = schemaModule<typeof NOTIFY_>('../notifications.ts');
const site = schemaModule<typeof SITE_>('../site.ts');
const withdrawals = schemaModule<typeof WD_>('../withdrawals.ts');

/** No data: the call's news is its message, if any. */
const noData = async () => (await bo()).ZNoData;
/** The legacy codes of the back office's own refusals (login, document review, site settings). */
const REFUSED = -1;
const TOO_MANY_ATTEMPTS = -2;

// ——— Session ———
export const Login = call('backoffice.Login', C.Login, {
  method: 'POST',
  path: '/api/Backoffice/Login',
  body: async () => (await bo()).ZBackofficeLoginRequest,
  response: async () => (await bo()).ZBackofficeLoginData,
  codes: [REFUSED, TOO_MANY_ATTEMPTS],
  // A 401 here is the login's own answer, not the end of a session.
  endSessionOn401: false,
});
export const Me = call('backoffice.Me', C.Me, {
  method: 'GET',
  path: '/api/Backoffice/Me',
  response: async () => (await bo()).ZBackofficeMeResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const Logout = call('backoffice.Logout', C.Logout, { method: 'POST', path: '/api/Backoffice/Logout', response: noData, codes: [] });
export const Dashboard = call('backoffice.Dashboard', C.Dashboard, {
  method: 'GET',
  path: '/api/Backoffice/Dashboard',
  response: async () => (await bo()).ZDashboard,
  codes: [],
});
export const Audit = call('backoffice.Audit', C.Audit, {
  method: 'GET',
  path: '/api/Backoffice/Audit',
  query: async () => (await bo()).ZAuditQuery,
  response: async () => (await bo()).ZAuditResponse.shape.ResponseData.unwrap(),
  codes: [],
});

// ——— Withdrawals ———
export const Withdrawals = call('backoffice.Withdrawals', C.Withdrawals, {
  method: 'GET',
  path: '/api/Backoffice/Withdrawals',
  query: async () => (await bo()).ZWithdrawalQueueQuery,
  response: async () => (await bo()).ZWithdrawalQueueResponse.shape.ResponseData.unwrap(),
  codes: [],
});
/** The queue as CSV: the body is the file (text/csv), not the envelope; the route is written by hand. */
export const WithdrawalsCsv = call('backoffice.WithdrawalsCsv', C.WithdrawalsCsv, {
  method: 'GET',
  path: '/api/Backoffice/Withdrawals/Export',
  query: async () => (await bo()).ZWithdrawalQueueQuery,
  response: async () => (await bo()).ZFileAnswer,
  codes: [],
});
const decision = async () => (await withdrawals()).ZCancelResponse.shape.ResponseData.unwrap();
export const ConfermaPrelievo = call('backoffice.ConfermaPrelievo', C.ConfermaPrelievo, {
  method: 'POST',
  path: '/api/Backoffice/ConfermaPrelievo',
  body: async () => (await bo()).ZPayWithdrawalRequest,
  response: decision,
  codes: [W.NOT_CANCELLABLE],
});
export const VerificaPagamento = call('backoffice.VerificaPagamento', C.VerificaPagamento, {
  method: 'POST',
  path: '/api/Backoffice/VerificaPagamento',
  body: async () => (await bo()).ZCheckPayoutRequest,
  response: decision,
  codes: [W.NOT_CANCELLABLE],
});
export const ChiudiPagamento = call('backoffice.ChiudiPagamento', C.ChiudiPagamento, {
  method: 'POST',
  path: '/api/Backoffice/ChiudiPagamento',
  body: async () => (await bo()).ZClosePayoutRequest,
  response: decision,
  codes: [W.NOT_CANCELLABLE],
});
export const RifiutaPrelievo = call('backoffice.RifiutaPrelievo', C.RifiutaPrelievo, {
  method: 'POST',
  path: '/api/Backoffice/RifiutaPrelievo',
  body: async () => (await bo()).ZRefuseWithdrawalRequest,
  response: decision,
  codes: [W.NOT_CANCELLABLE],
});

// ——— Players ———
export const Players = call('backoffice.Players', C.Players, {
  method: 'GET',
  path: '/api/Backoffice/Players',
  query: async () => (await bo()).ZPlayerSearchQuery,
  response: async () => (await bo()).ZPlayerSearchResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const Player = call('backoffice.Player', C.Player, {
  method: 'GET',
  path: '/api/Backoffice/Players/:id',
  params: async () => (await bo()).ZPlayerIdParam,
  response: async () => (await bo()).ZPlayerDetail,
  codes: [],
});
export const PlayerSessionRevoke = call('backoffice.PlayerSessionRevoke', C.PlayerSessionRevoke, {
  method: 'POST',
  path: '/api/Backoffice/Players/:id/Sessions/:sessionId/Revoke',
  params: async () => (await bo()).ZPlayerSessionParam,
  response: noData,
  codes: [],
});
export const PlayerNotes = call('backoffice.PlayerNotes', C.PlayerNotes, {
  method: 'POST',
  path: '/api/Backoffice/Players/:id/Notes',
  params: async () => (await bo()).ZPlayerIdParam,
  body: async () => (await bo()).ZPlayerNoteRequest,
  response: noData,
  codes: [],
});
/** Blocks the account (state 6) of a provisional or validated player and closes their sessions; the reason is audited. */
export const PlayerBlock = call('backoffice.PlayerBlock', C.PlayerBlock, {
  method: 'POST',
  path: '/api/Backoffice/Players/:id/Block',
  params: async () => (await bo()).ZPlayerIdParam,
  body: async () => (await bo()).ZPlayerBlockRequest,
  response: noData,
  codes: [REFUSED],
});
/** Gives back the state an operator's block kept; only for an account blocked by the back office. */
export const PlayerUnblock = call('backoffice.PlayerUnblock', C.PlayerUnblock, {
  method: 'POST',
  path: '/api/Backoffice/Players/:id/Unblock',
  params: async () => (await bo()).ZPlayerIdParam,
  body: async () => (await bo()).ZPlayerBlockRequest,
  response: noData,
  codes: [REFUSED],
});

// ——— Documents ———
export const Documenti = call('backoffice.Documenti', C.Documenti, {
  method: 'GET',
  path: '/api/Operator/Documenti',
  query: async () => (await documents()).ZOperatorDocumentsQuery,
  response: async () => (await documents()).ZOperatorDocumentsResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const ApprovaDocumento = call('backoffice.ApprovaDocumento', C.ApprovaDocumento, {
  method: 'POST',
  path: '/api/Operator/ApprovaDocumento',
  body: async () => (await documents()).ZApproveDocumentRequest,
  response: noData,
  codes: [REFUSED],
});
export const RifiutaDocumento = call('backoffice.RifiutaDocumento', C.RifiutaDocumento, {
  method: 'POST',
  path: '/api/Operator/RifiutaDocumento',
  body: async () => (await documents()).ZRefuseDocumentRequest,
  response: noData,
  codes: [REFUSED],
});
/**
 * A document's image, to its owner or to a reviewing operator: the body is the image, not the
 * envelope; the route is written by hand (the back office reads it as a Blob).
 */
export const GetDocumento = call('backoffice.GetDocumento', C.GetDocumento, {
  method: 'GET',
  path: '/api/Account/GetDocumento',
  query: async () => (await documents()).ZDocumentIdQuery,
  response: async () => (await bo()).ZFileAnswer,
  codes: [],
});

// ——— Content (CMS) ———
const cmsObject = async () => (await cms()).ZCmsAdminObject;
const cmsObjects = async () => (await cms()).ZCmsAdminListResponse.shape.ResponseData.unwrap();
const cmsId = async () => (await cms()).ZCmsIdParam;
export const CmsAreas = call('backoffice.CmsAreas', C.CmsAreas, {
  method: 'GET',
  path: '/api/CMS/Admin/Areas',
  response: async () => (await cms()).ZCmsAreasResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const CmsObjects = call('backoffice.CmsObjects', C.CmsObjects, {
  method: 'GET',
  path: '/api/CMS/Admin/Objects',
  query: async () => (await cms()).ZCmsAdminListQuery,
  response: cmsObjects,
  codes: [],
});
export const CmsCreateObject = call('backoffice.CmsCreateObject', C.CmsCreateObject, {
  method: 'POST',
  path: '/api/CMS/Admin/Objects',
  body: async () => (await cms()).ZCmsObjectInput,
  response: cmsObject,
  codes: [],
});
export const CmsUpdateObject = call('backoffice.CmsUpdateObject', C.CmsUpdateObject, {
  method: 'PUT',
  path: '/api/CMS/Admin/Objects/:id',
  params: cmsId,
  body: async () => (await cms()).ZCmsObjectPatch,
  response: cmsObject,
  codes: [],
});
export const CmsSaveDraft = call('backoffice.CmsSaveDraft', C.CmsSaveDraft, {
  method: 'PUT',
  path: '/api/CMS/Admin/Objects/:id/Draft',
  params: cmsId,
  body: async () => (await cms()).ZCmsDraft,
  response: cmsObject,
  codes: [],
});
export const CmsPublish = call('backoffice.CmsPublish', C.CmsPublish, {
  method: 'POST',
  path: '/api/CMS/Admin/Objects/:id/Publish',
  params: cmsId,
  response: cmsObject,
  codes: [],
});
export const CmsHide = call('backoffice.CmsHide', C.CmsHide, {
  method: 'POST',
  path: '/api/CMS/Admin/Objects/:id/Hide',
  params: cmsId,
  body: async () => (await cms()).ZCmsHide,
  response: cmsObject,
  codes: [],
});
export const CmsReorder = call('backoffice.CmsReorder', C.CmsReorder, {
  method: 'POST',
  path: '/api/CMS/Admin/Reorder',
  body: async () => (await cms()).ZCmsReorder,
  response: cmsObjects,
  codes: [],
});
/** Sets this browser's preview cookie for the object: the preview frames then show its draft. */
export const CmsPreview = call('backoffice.CmsPreview', C.CmsPreview, {
  method: 'POST',
  path: '/api/CMS/Admin/Preview',
  body: async () => (await cms()).ZCmsPreview,
  response: cmsObject,
  codes: [],
});

// ——— Bonus campaigns (docs/bonus.md) ———
const campaign = async () => (await bonus()).ZCampaign;
export const BonusCampaigns = call('backoffice.BonusCampaigns', C.BonusCampaigns, {
  method: 'GET',
  path: '/api/Backoffice/BonusCampaigns',
  response: async () => (await bonus()).ZCampaignListResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const BonusCampaignCreate = call('backoffice.BonusCampaignCreate', C.BonusCampaignCreate, {
  method: 'POST',
  path: '/api/Backoffice/BonusCampaigns',
  body: async () => (await bonus()).ZCampaignBody,
  response: campaign,
  codes: [],
});
export const BonusCampaignEnd = call('backoffice.BonusCampaignEnd', C.BonusCampaignEnd, {
  method: 'POST',
  path: '/api/Backoffice/BonusCampaignEnd',
  body: async () => (await bonus()).ZCampaignEndBody,
  response: campaign,
  codes: [],
});
/** Grants a live `manual` campaign to one player. */
export const BonusGrant = call('backoffice.BonusGrant', C.BonusGrant, {
  method: 'POST',
  path: '/api/Backoffice/BonusGrant',
  body: async () => (await bonus()).ZGrantBody,
  response: async () => (await bonus()).ZRedeemResponse.shape.ResponseData.unwrap(),
  codes: [B.NOT_ALLOWED, B.ALREADY],
});

// ——— Server messages and notifications ———
const message = async () => (await messages()).ZServerMessageAdmin;
export const AdminMessages = call('backoffice.AdminMessages', C.AdminMessages, {
  method: 'GET',
  path: '/api/Environment/Admin/Messages',
  response: async () => (await messages()).ZServerMessageAdminListResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const AdminMessageCreate = call('backoffice.AdminMessageCreate', C.AdminMessageCreate, {
  method: 'POST',
  path: '/api/Environment/Admin/Messages',
  body: async () => (await messages()).ZServerMessageInput,
  response: message,
  codes: [],
});
export const AdminMessageUpdate = call('backoffice.AdminMessageUpdate', C.AdminMessageUpdate, {
  method: 'PUT',
  path: '/api/Environment/Admin/Messages/:id',
  params: async () => (await messages()).ZServerMessageIdParam,
  body: async () => (await messages()).ZServerMessagePatch,
  response: message,
  codes: [],
});
export const AdminMessageRetire = call('backoffice.AdminMessageRetire', C.AdminMessageRetire, {
  method: 'POST',
  path: '/api/Environment/Admin/Messages/:id/Retire',
  params: async () => (await messages()).ZServerMessageIdParam,
  response: message,
  codes: [],
});
/** A notification to one player or to a segment; an unknown player is refused (-404, with `{ Sent: 0 }`). */
export const AdminSend = call('backoffice.AdminSend', C.AdminSend, {
  method: 'POST',
  path: '/api/Notifications/Admin/Send',
  body: async () => (await notifications()).ZSendNotificationBody,
  response: async () => (await notifications()).ZSendNotificationResponse.shape.ResponseData.unwrap(),
  codes: [-404],
});

// ——— Site settings ———
export const SetSiteModule = call('backoffice.SetSiteModule', C.SetSiteModule, {
  method: 'POST',
  path: '/api/Backoffice/SetSiteModule',
  body: async () => (await site()).ZSetSiteModuleRequest,
  response: noData,
  codes: [REFUSED],
});
export const SetSiteVariable = call('backoffice.SetSiteVariable', C.SetSiteVariable, {
  method: 'POST',
  path: '/api/Backoffice/SetSiteVariable',
  body: async () => (await site()).ZSetSiteVariableRequest,
  response: noData,
  codes: [REFUSED],
});
