import type { CmsAdminObject } from '../api/content-calls.ts';

export interface TreeNode extends CmsAdminObject {
  children: TreeNode[];
  /** For the sortable lists: the id and what screen readers call it. */
  id: number;
  label: string;
}

/** The area's flat list as a tree, each level in view order (as the site shows it). */
export function buildTree(objects: CmsAdminObject[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>(objects.map((o) => [o.Id, { ...o, children: [], id: o.Id, label: o.Name }]));
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.ParentId === null ? undefined : nodes.get(n.ParentId);
    (parent ? parent.children : roots).push(n);
  }
  const sort = (list: TreeNode[]) => {
    list.sort((a, b) => a.ViewOrder - b.ViewOrder || a.Id - b.Id);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** The object as it will be once its draft is published (the preview shows that). */
export const asDrafted = (o: CmsAdminObject): CmsAdminObject => (o.Draft ? { ...o, ...o.Draft, Parameters: o.Draft.Parameters ?? o.Parameters } : o);

/** Where a visitor sees an object of this area (the preview frames load it). */
export function publicPath(area: string, objects: CmsAdminObject[], object: CmsAdminObject | null): string {
  const urlOf = (o: CmsAdminObject) => (typeof o.Parameters.Url === 'string' ? o.Parameters.Url : '');
  if (area === 'Pages_istituzionali' && object && urlOf(object)) {
    const parent = object.ParentId === null ? null : objects.find((o) => o.Id === object.ParentId);
    return parent && urlOf(parent) ? `/pages/${urlOf(parent)}/${urlOf(object)}` : `/pages/${urlOf(object)}`;
  }
  if (area.startsWith('Pages_')) {
    const section = `/pages/${area.slice('Pages_'.length)}`;
    return object && urlOf(object) ? `${section}/${urlOf(object)}` : section;
  }
  if (area === 'V3_LayoutArea_FAQ') return '/faq';
  if (area === 'LayoutArea_Login') return '/account/login';
  const hero = /^V3_WelcomeHero_(\w+)$/.exec(area);
  if (hero && hero[1] !== 'Home') return `/pages/${hero[1]!.toLowerCase()}`;
  return '/';
}

/** Whether the object is scheduled now, later or already over (for the tree's badges). */
export function scheduleState(o: Pick<CmsAdminObject, 'VisibleFrom' | 'VisibleTo'>, now = new Date()): 'always' | 'now' | 'later' | 'over' {
  if (!o.VisibleFrom && !o.VisibleTo) return 'always';
  if (o.VisibleFrom && new Date(o.VisibleFrom) > now) return 'later';
  if (o.VisibleTo && new Date(o.VisibleTo) <= now) return 'over';
  return 'now';
}
