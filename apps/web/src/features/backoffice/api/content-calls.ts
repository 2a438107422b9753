import { API, apiPath } from '@betsite/contract/api-paths';
import { BACKOFFICE_API } from '@betsite/contract/backoffice-api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import { boApi } from './client.ts';
import { unwrap } from './calls.ts';

/** A CMS object as operators edit it (`/api/CMS/Admin/*`, docs/api-content.md). */
export interface CmsAdminObject {
  Id: number;
  LayoutArea: string;
  ParentId: number | null;
  Name: string;
  TypeName: string;
  Parameters: Record<string, unknown>;
  Visibility: number;
  ViewOrder: number;
  Risoluzione: number;
  Hidden: boolean;
  VisibleFrom: string | null;
  VisibleTo: string | null;
  /** An unpublished edit: what 'Pubblica' would apply (visitors see the columns above until then). */
  Draft: Partial<Pick<CmsAdminObject, 'Name' | 'Parameters' | 'Visibility' | 'Risoluzione' | 'VisibleFrom' | 'VisibleTo'>> | null;
}
export type CmsObjectInput = Pick<
  CmsAdminObject,
  'LayoutArea' | 'ParentId' | 'Name' | 'TypeName' | 'Parameters' | 'Visibility' | 'VisibleFrom' | 'VisibleTo'
> & { ViewOrder?: number; Hidden?: boolean };
export type CmsObjectPatch = Partial<Omit<CmsObjectInput, 'LayoutArea' | 'TypeName'>> & { Hidden?: boolean };

export const fetchAreas = async () => unwrap(await boApi<TEnvelope<{ LayoutArea: string; Objects: number }[]>>(API.CMS.AdminAreas));
export const fetchAreaObjects = async (layoutArea: string) => unwrap(await boApi<TEnvelope<CmsAdminObject[]>>(API.CMS.AdminObjects, { query: { layoutArea } }));
export const createObject = async (input: CmsObjectInput) =>
  unwrap(await boApi<TEnvelope<CmsAdminObject>>(API.CMS.AdminObjects, { method: 'POST', body: input }));
export const updateObject = async (id: number, patch: CmsObjectPatch) =>
  unwrap(await boApi<TEnvelope<CmsAdminObject>>(apiPath(API.CMS.AdminObject, { id }), { method: 'PUT', body: patch }));
export const setHidden = async (id: number, Hidden: boolean) =>
  unwrap(await boApi<TEnvelope<CmsAdminObject>>(apiPath(API.CMS.AdminObjectHide, { id }), { method: 'POST', body: { Hidden } }));
export const reorderObjects = async (Ids: number[]) =>
  unwrap(await boApi<TEnvelope<CmsAdminObject[]>>(API.CMS.AdminReorder, { method: 'POST', body: { Ids } }));
export const saveDraft = async (id: number, draft: NonNullable<CmsAdminObject['Draft']>) =>
  unwrap(await boApi<TEnvelope<CmsAdminObject>>(apiPath(BACKOFFICE_API.CMS.AdminObjectDraft, { id }), { method: 'PUT', body: draft }));
export const publishObject = async (id: number) =>
  unwrap(await boApi<TEnvelope<CmsAdminObject>>(apiPath(BACKOFFICE_API.CMS.AdminObjectPublish, { id }), { method: 'POST' }));
/** Sets this browser's preview cookie for the object: the preview frames then show its draft. */
export const previewObject = async (Id: number) =>
  unwrap(await boApi<TEnvelope<CmsAdminObject>>(BACKOFFICE_API.CMS.AdminPreview, { method: 'POST', body: { Id } }));
