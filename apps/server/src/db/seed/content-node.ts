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
