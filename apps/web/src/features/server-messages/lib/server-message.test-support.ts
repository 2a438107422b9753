import type { TServerMessage } from '@betsite/contract/server-messages';

/** A server message as GetMessages answers it, with only what a test sets changed. */
export const serverMessage = (Id: number, TemplateId: number, extra: Partial<TServerMessage> = {}): TServerMessage => ({
  Id,
  Title: `M${Id}`,
  SubTitle: null,
  Body: '',
  ImageUrl: null,
  ImageLinkUrl: null,
  AttachmentUrl: null,
  Button_Text: null,
  Button_ExternalLink: null,
  Button_InternalLink: null,
  Button_Action: null,
  TemplateId,
  SpecificPage: null,
  MaxVisualization_Number: 0,
  ...extra,
});
