import * as bo from '@betsite/contract/calls/backoffice';
import * as siteCalls from '@betsite/contract/calls/site';
import type { CallBody, CallData } from '@betsite/contract/calls/define-call';
import { boCallApi, boCallResult } from './client.ts';

export type ServerMessageAdmin = CallData<typeof bo.AdminMessages>[number];
export type ServerMessageInput = CallBody<typeof bo.AdminMessageCreate>;
export const fetchMessages = () => boCallApi(bo.AdminMessages);
export const createMessage = (body: ServerMessageInput) => boCallApi(bo.AdminMessageCreate, { body });
export const retireMessage = (id: number) => boCallApi(bo.AdminMessageRetire, { params: { id } });

export type NotificationSend = CallBody<typeof bo.AdminSend>;
/** Sends a notification; the outcome as a value (the server's text either way: how many were sent, or why none). */
export const sendNotification = (body: NotificationSend) => boCallResult(bo.AdminSend, { body });

export const fetchSiteConfig = () => boCallApi(siteCalls.GetSiteConfig);
export const setSiteModule = (name: string, enabled: boolean) => boCallApi(bo.SetSiteModule, { body: { name, enabled } });
export const setSiteVariable = (name: string, value: string) => boCallApi(bo.SetSiteVariable, { body: { name, value } });
