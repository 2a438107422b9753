import { API, apiPath } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import { boApi } from './client.ts';
import { unwrap } from './calls.ts';

export interface ServerMessageAdmin {
  Id: number;
  Trigger: number;
  TemplateId: number;
  Title: string;
  Body: string;
  SpecificPage: string | null;
  Platform: string;
  ValidFrom: string | null;
  ValidTo: string | null;
  RetiredAt: string | null;
}
export interface ServerMessageInput {
  Trigger: number;
  TemplateId: number;
  Title: string;
  Body: string;
  SpecificPage?: string | null;
  Platform?: 'all' | 'web' | 'app';
  ValidFrom?: string | null;
  ValidTo?: string | null;
}
export const fetchMessages = async () => unwrap(await boApi<TEnvelope<ServerMessageAdmin[]>>(API.Environment.AdminMessages));
export const createMessage = async (body: ServerMessageInput) =>
  unwrap(await boApi<TEnvelope<ServerMessageAdmin>>(API.Environment.AdminMessages, { method: 'POST', body }));
export const retireMessage = async (id: number) =>
  unwrap(await boApi<TEnvelope<ServerMessageAdmin>>(apiPath(API.Environment.AdminMessageRetire, { id }), { method: 'POST', body: {} }));

export interface NotificationSend {
  UserId?: number;
  Segment?: { StatoConto?: number[]; RegisteredFrom?: string };
  Title: string;
  Body: string;
}
export const sendNotification = async (body: NotificationSend) => boApi<TEnvelope<{ Sent: number }>>(API.Notifications.AdminSend, { method: 'POST', body });

export const fetchSiteConfig = async () =>
  unwrap(await boApi<TEnvelope<{ modules: Record<string, boolean>; variables: Record<string, string> }>>(API.Environment.GetSiteConfig));
export const setSiteModule = async (name: string, enabled: boolean) =>
  unwrap(await boApi<TEnvelope<null>>(API.Backoffice.SetSiteModule, { method: 'POST', body: { name, enabled } }));
export const setSiteVariable = async (name: string, value: string) =>
  unwrap(await boApi<TEnvelope<null>>(API.Backoffice.SetSiteVariable, { method: 'POST', body: { name, value } }));
