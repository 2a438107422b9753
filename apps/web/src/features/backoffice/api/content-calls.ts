import * as bo from '@betsite/contract/calls/backoffice';
import type { CallBody, CallData } from '@betsite/contract/calls/define-call';
import { boCallApi } from './client.ts';

/** A CMS object as operators edit it (`/api/CMS/Admin/*`, docs/api-content.md); `Draft` is an unpublished edit ('Pubblica' applies it). */
export type CmsAdminObject = CallData<typeof bo.CmsCreateObject>;
type CreateBody = CallBody<typeof bo.CmsCreateObject>;
/** A new object as the editor has it: its type is the editor's choice of CMS_TYPES (the server checks it). */
export type CmsObjectInput = Omit<CreateBody, 'TypeName'> & { TypeName: string };
export type CmsObjectPatch = CallBody<typeof bo.CmsUpdateObject>;

export const fetchAreas = () => boCallApi(bo.CmsAreas);
export const fetchAreaObjects = (layoutArea: string) => boCallApi(bo.CmsObjects, { query: { layoutArea } });
export const createObject = (input: CmsObjectInput) =>
  boCallApi(bo.CmsCreateObject, { body: { ...input, TypeName: input.TypeName as CreateBody['TypeName'] } });
export const updateObject = (id: number, patch: CmsObjectPatch) => boCallApi(bo.CmsUpdateObject, { params: { id }, body: patch });
export const setHidden = (id: number, Hidden: boolean) => boCallApi(bo.CmsHide, { params: { id }, body: { Hidden } });
export const reorderObjects = (Ids: number[]) => boCallApi(bo.CmsReorder, { body: { Ids } });
export const saveDraft = (id: number, draft: CallBody<typeof bo.CmsSaveDraft>) => boCallApi(bo.CmsSaveDraft, { params: { id }, body: draft });
export const publishObject = (id: number) => boCallApi(bo.CmsPublish, { params: { id } });
/** Sets this browser's preview cookie for the object: the preview frames then show its draft. */
export const previewObject = (Id: number) => boCallApi(bo.CmsPreview, { body: { Id } });
