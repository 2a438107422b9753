/**
 * Every HTTP path of the API, once: the server registers its routes with these and the web app
 * calls them, so a renamed or mistyped path is a type error on both sides instead of a 404.
 * Keys are the legacy call names (the clients know the calls by them); groups follow the URL.
 */
export const API = {
  Account: {
    AcceptTerms: '/api/Account/AcceptTerms',
    CheckAuth: '/api/Account/CheckAuth',
    CheckUsername: '/api/Account/CheckUsername',
    ConfirmMobile: '/api/Account/ConfirmMobile',
    DepositWithPaas: '/api/Account/DepositWithPaas',
    EL_AnnullaPrelievo: '/api/Account/EL_AnnullaPrelievo',
    EL_CancelFunBonus: '/api/Account/EL_CancelFunBonus',
    EL_GetAllFreeBet: '/api/Account/EL_GetAllFreeBet',
    EL_GetAllFreeSpin: '/api/Account/EL_GetAllFreeSpin',
    EL_GetAllFunBonus: '/api/Account/EL_GetAllFunBonus',
    EL_GetBonus: '/api/Account/EL_GetBonus',
    EL_GetUserBonusReactive: '/api/Account/EL_GetUserBonusReactive',
    EL_GetElencoPrelievo: '/api/Account/EL_GetElencoPrelievo',
    EL_RefreshBalance: '/api/Account/EL_RefreshBalance',
    GenerateCF: '/api/Account/GenerateCF',
    GetComuni: '/api/Account/GetComuni',
    GetComuniNascita: '/api/Account/GetComuniNascita',
    GetDatiApco: '/api/Account/GetDatiApco',
    GetDatiMastercard: '/api/Account/GetDatiMastercard',
    GetDefaultNewsletter: '/api/Account/GetDefaultNewsletter',
    GetDocumento: '/api/Account/GetDocumento',
    GetDomande: '/api/Account/GetDomande',
    GetEmittenteDocumento: '/api/Account/GetEmittenteDocumento',
    GetMetodiPagamento: '/api/Account/GetMetodiPagamento',
    GetNazioni: '/api/Account/GetNazioni',
    GetPreRegistration: '/api/Account/GetPreRegistration',
    GetSaldo: '/api/Account/GetSaldo',
    GetSecurityQuestion: '/api/Account/GetSecurityQuestion',
    GetTipiDocumenti: '/api/Account/GetTipiDocumenti',
    GetTipiStatoDocumenti: '/api/Account/GetTipiStatoDocumenti',
    LoginUser2FA: '/api/Account/LoginUser2FA',
    LoginUserSSO: '/api/Account/LoginUserSSO',
    LogoutUser: '/api/Account/LogoutUser',
    MigrateUser: '/api/Account/MigrateUser',
    PreRegister: '/api/Account/PreRegister',
    Prelievo: '/api/Account/Prelievo',
    RecuperoPass: '/api/Account/RecuperoPass',
    RecuperoUser: '/api/Account/RecuperoUser',
    RefreshToken: '/api/Account/RefreshToken',
    Register: '/api/Account/Register',
    RegisterUser: '/api/Account/RegisterUser',
    RegisterMulti: '/api/Account/RegisterMulti',
    ResendEmailConfirmation: '/api/Account/ResendEmailConfirmation',
    ResendOtpCode: '/api/Account/ResendOtpCode',
    ReversedCF: '/api/Account/ReversedCF',
    Ricarica: '/api/Account/Ricarica',
    SaveClientSettings: '/api/Account/SaveClientSettings',
    SendConfirmMobile: '/api/Account/SendConfirmMobile',
    SetEmailMobileVerified: '/api/Account/SetEmailMobileVerified',
    VerifyOtpCode: '/api/Account/VerifyOtpCode',
    VerifyRegister: '/api/Account/VerifyRegister',
    sendAuthDeviceSMS: '/api/Account/sendAuthDeviceSMS',
    verifyAuthDeviceSMS: '/api/Account/verifyAuthDeviceSMS',
  },
  Affiliate: {
    Applications: '/api/Affiliate/Applications',
    Apply: '/api/Affiliate/Apply',
  },
  Backoffice: {
    BonusCampaigns: '/api/Backoffice/BonusCampaigns',
    BonusCampaignEnd: '/api/Backoffice/BonusCampaignEnd',
    BonusGrant: '/api/Backoffice/BonusGrant',
    Audit: '/api/Backoffice/Audit',
    ConfermaPrelievo: '/api/Backoffice/ConfermaPrelievo',
    Dashboard: '/api/Backoffice/Dashboard',
    Login: '/api/Backoffice/Login',
    Logout: '/api/Backoffice/Logout',
    Me: '/api/Backoffice/Me',
    Player: '/api/Backoffice/Players/:id',
    PlayerNotes: '/api/Backoffice/Players/:id/Notes',
    PlayerSessionRevoke: '/api/Backoffice/Players/:id/Sessions/:sessionId/Revoke',
    Players: '/api/Backoffice/Players',
    RifiutaPrelievo: '/api/Backoffice/RifiutaPrelievo',
    Withdrawals: '/api/Backoffice/Withdrawals',
    WithdrawalsCsv: '/api/Backoffice/Withdrawals/Export',
    SetSiteModule: '/api/Backoffice/SetSiteModule',
    SetSiteVariable: '/api/Backoffice/SetSiteVariable',
  },
  BetPlay: {
    RedeemBonus: '/api/BetPlay/RedeemBonus',
    V3_CheckBonusPrimaRicarica: '/api/BetPlay/V3_CheckBonusPrimaRicarica',
    V3_GetPromoBonusList: '/api/BetPlay/V3_GetPromoBonusList',
  },
  CMS: {
    AdminAreas: '/api/CMS/Admin/Areas',
    AdminObjects: '/api/CMS/Admin/Objects',
    AdminObject: '/api/CMS/Admin/Objects/:id',
    AdminObjectHide: '/api/CMS/Admin/Objects/:id/Hide',
    AdminReorder: '/api/CMS/Admin/Reorder',
    GetCMSObjParameters: '/api/CMS/GetCMSObjParameters',
    GetCmsObject: '/api/CMS/GetCmsObject',
    GetGogoalNews: '/api/CMS/GetGogoalNews',
  },
  Environment: {
    AdminMessage: '/api/Environment/Admin/Messages/:id',
    AdminMessageRetire: '/api/Environment/Admin/Messages/:id/Retire',
    AdminMessages: '/api/Environment/Admin/Messages',
    GetSiteConfig: '/api/Environment/GetSiteConfig',
    GetSiteModule: '/api/Environment/GetSiteModule',
  },
  Game: {
    CasinoGameLists: '/api/Game/CasinoGameLists',
    GetRTPGames: '/api/Game/GetRTPGames',
  },
  dev: {
    outbox: '/api/dev/outbox',
  },
  Notifications: {
    AdminSend: '/api/Notifications/Admin/Send',
  },
  Operator: {
    ApprovaDocumento: '/api/Operator/ApprovaDocumento',
    Documenti: '/api/Operator/Documenti',
    RifiutaDocumento: '/api/Operator/RifiutaDocumento',
  },
  payment: {
    checkPrimaRicarica: '/api/payment/checkPrimaRicarica',
    neteller: '/api/payment/neteller',
    paypal: '/api/payment/paypal',
    paysafe: '/api/payment/paysafe',
    poste: '/api/payment/poste',
    safecharge: '/api/payment/safecharge',
    skrillConfirm: '/api/payment/skrillConfirm',
    status: '/api/payment/status',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** Any path of the table (with `:param` placeholders where it has them). */
export type ApiPath = Leaves<typeof API>;

/** Fills `:name` placeholders (`/api/CMS/Admin/Objects/:id` → `/api/CMS/Admin/Objects/7`), URL-encoded. */
export function apiPath(path: ApiPath, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
