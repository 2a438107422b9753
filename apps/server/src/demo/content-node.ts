/** One CMS object to seed with its children; defaults: Visibility 1, Risoluzione 0, ViewOrder by position. */
export interface SeedNode {
  name: string;
  type: string;
  params?: Record<string, unknown>;
  visibility?: number;
  risoluzione?: number;
  order?: number;
  children?: SeedNode[];
}

/** A section of a static-pages area (/pages/{area}/{url}/…): a title in the area's menu over its pages. */
export const pageSection = (url: string, title: string, children: SeedNode[]): SeedNode => ({
  name: title,
  type: 'static_pages_container',
  params: {
    Title: title,
    static_page_section_title: title,
    static_page_section_url: url,
    SubContainerUrl: '',
    collapsible_menu: false,
  },
  children,
});
