import { z, zQueryBool, zDateTime } from './zod.ts';
import { ZEnvelope } from './envelope.ts';

/** TypeNames the client knows (document 1 §3); FAQ pieces keep the same naming style. */
export const CMS_TYPES = [
  'visore_generico',
  'elemento_visore_generico',
  'promo',
  'lista_promo',
  'visore_news',
  'elemento_news',
  'news_ticker',
  'html_block',
  'visore_immagine_descrizione',
  'visore_generico_navigazione',
  'elemento_navigazione',
  'static_page',
  'static_pages_container',
  'faq_section',
  'faq_subsection',
  'faq_item',
  'history_widget',
  'favourites_widget',
  'info_box',
] as const;
export type TCmsType = (typeof CMS_TYPES)[number];

export { VISIBILITY, RESOLUTION, LAYOUT_AREAS } from './content-areas.ts';

export const ZCmsParameters = z.record(z.string(), z.unknown());

export interface TCmsObject {
  Id: number;
  Name: string;
  TypeName: string;
  Parameters: Record<string, unknown>;
  Children: TCmsObject[];
  Visibility: number;
  ViewOrder: number;
  Risoluzione: number;
}

export const ZCmsObject: z.ZodType<TCmsObject> = z.lazy(() =>
  z.object({
    Id: z.number().int(),
    Name: z.string(),
    TypeName: z.string(),
    Parameters: ZCmsParameters,
    Children: z.array(ZCmsObject),
    Visibility: z.number().int(),
    ViewOrder: z.number().int(),
    Risoluzione: z.number().int(),
  }),
);

/** Layout area: name plus data (the area's top-level objects, children nested). */
export const ZLayoutArea = z.object({
  Name: z.string(),
  Data: z.array(ZCmsObject),
});
export type TLayoutArea = z.infer<typeof ZLayoutArea>;

const zArea = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Area non valida' });
/** Ids are PostgreSQL integers: at most 10 digits and within int4, so no query can overflow. */
const MAX_ID = 2_147_483_647;
const zOptionalId = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, { error: 'Id non valido' })
  .refine((v) => !v || Number(v) <= MAX_ID, { error: 'Id non valido' })
  .optional()
  .transform((v) => (v ? Number(v) : null));

export const ZGetCmsObjectQuery = z.object({
  id: zOptionalId,
  layoutArea: zArea,
});
export const ZGetCmsObjectResponse = ZEnvelope(ZLayoutArea);

export const ZGetCmsObjParametersQuery = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { error: 'Id non valido' })
    .refine((v) => Number(v) <= MAX_ID, { error: 'Id non valido' })
    .transform(Number),
});
export const ZGetCmsObjParametersResponse = ZEnvelope(ZCmsParameters);

/** Provider news item, field names as the provider sends them. */
export const ZProviderNews = z.object({
  Title: z.string(),
  Summary: z.string(),
  Content: z.string(),
  ImageUrl: z.string(),
  Link: z.string(),
  PublishDate: z.string(),
  Categories: z.array(z.object({ Category: z.string() })),
});
export type TProviderNews = z.infer<typeof ZProviderNews>;
export const ZGetGogoalNewsQuery = z.object({
  category: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, { error: 'Categoria non valida' })
    .optional(),
  newClient: zQueryBool.optional(),
});
export const ZGetGogoalNewsResponse = ZEnvelope(z.array(ZProviderNews));

/** Payout rows (document 1 §3): monthly with the provider's *Field names, static with the catalogue names. */
export const ZPayoutMonthly = z.object({
  annoField: z.number().int(),
  meseField: z.number().int(),
  famigliaField: z.number().int(),
  descrizione_famigliaField: z.string(),
  rtpField: z.number(),
  descrizione_giocoField: z.string(),
  descrizione_piattaformaField: z.string(),
});
export type TPayoutMonthly = z.infer<typeof ZPayoutMonthly>;
export const ZPayoutStatic = z.object({
  Nome_Gioco: z.string(),
  Descrizione: z.string(),
  Categoria: z.string(),
  Rtp_Txt: z.string(),
  Fornitore: z.string(),
});
export type TPayoutStatic = z.infer<typeof ZPayoutStatic>;
export const ZRtpQuery = z.object({
  mensile: zQueryBool.optional().default(false),
});
export const ZRtpResponse = ZEnvelope(z.union([z.array(ZPayoutMonthly), z.array(ZPayoutStatic)]));

/** Operator calls (not in the legacy list): create, update, reorder, hide CMS objects. */
const cmsObjectFields = {
  LayoutArea: zArea,
  ParentId: z.number().int().positive().max(MAX_ID).nullable().optional(),
  Name: z.string().trim().min(1).max(200),
  TypeName: z.enum(CMS_TYPES),
  Parameters: ZCmsParameters,
  Visibility: z.number().int().min(1).max(4),
  ViewOrder: z.number().int().min(0).max(100000),
  Risoluzione: z.number().int().min(0).max(2),
  /** Scheduled visibility (ISO instants; null or absent = no bound). */
  VisibleFrom: zDateTime().nullable().optional(),
  VisibleTo: zDateTime().nullable().optional(),
};
export const ZCmsObjectInput = z.object({
  ...cmsObjectFields,
  Parameters: cmsObjectFields.Parameters.default({}),
  Visibility: cmsObjectFields.Visibility.default(1),
  ViewOrder: cmsObjectFields.ViewOrder.default(0),
  Risoluzione: cmsObjectFields.Risoluzione.default(0),
  /** Created hidden: a draft nobody sees until it is published. */
  Hidden: z.boolean().default(false),
});
export type TCmsObjectInput = z.infer<typeof ZCmsObjectInput>;
/**
 * A change: only the fields sent. Built from the fields without their creation defaults — with
 * them (zod 4 applies a default inside an optional), a PUT of the name alone reset the parameters
 * to {}, the view order to 0 and the audience to 'everyone'.
 */
export const ZCmsObjectPatch = z.object(cmsObjectFields).omit({ LayoutArea: true, TypeName: true }).partial().extend({ Hidden: z.boolean().optional() });
/**
 * A draft of a published object: the content as it will be, kept beside what visitors see until
 * 'Publish' applies it. Structure (container, order) is not drafted: it changes with PUT.
 */
export const ZCmsDraft = ZCmsObjectPatch.omit({ Hidden: true, ViewOrder: true, ParentId: true });
export type TCmsDraft = z.infer<typeof ZCmsDraft>;
/** The objects an operator previews as a visitor (their drafts, even if hidden or unpublished). */
export const ZCmsPreview = z.object({ Id: z.number().int().positive().max(MAX_ID) });
/** An area's objects, as operators edit them. */
export const ZCmsAdminListQuery = z.object({ layoutArea: ZCmsObjectInput.shape.LayoutArea });
export const ZCmsIdParam = z.object({
  id: z.coerce.number().int().positive().max(2_000_000_000),
});
export const ZCmsReorder = z.object({
  Ids: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(500),
});
export const ZCmsHide = z.object({ Hidden: z.boolean() });
export const ZCmsAdminObject = z.object({
  Id: z.number().int(),
  LayoutArea: z.string(),
  ParentId: z.number().int().nullable(),
  Name: z.string(),
  TypeName: z.string(),
  Parameters: ZCmsParameters,
  Visibility: z.number().int(),
  ViewOrder: z.number().int(),
  Risoluzione: z.number().int(),
  Hidden: z.boolean(),
  VisibleFrom: z.string().nullable(),
  VisibleTo: z.string().nullable(),
  /** The unpublished draft, if any (what 'Publish' would apply). */
  Draft: z
    .object({
      Name: z.string().optional(),
      Parameters: ZCmsParameters.optional(),
      Visibility: z.number().int().optional(),
      Risoluzione: z.number().int().optional(),
      VisibleFrom: z.string().nullable().optional(),
      VisibleTo: z.string().nullable().optional(),
    })
    .nullable(),
});
export const ZCmsAreasResponse = ZEnvelope(z.array(z.object({ LayoutArea: z.string(), Objects: z.number().int() })));
export const ZCmsAdminResponse = ZEnvelope(ZCmsAdminObject);
export const ZCmsAdminListResponse = ZEnvelope(z.array(ZCmsAdminObject));
