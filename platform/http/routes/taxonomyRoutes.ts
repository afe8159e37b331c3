import type { TaxonomyNode } from '../../../contract';
import type { TaxonomyTreeNode } from '../../pack';
import { notFound } from '../apiError';
import type { DeliveryContext } from '../context';
import { intParam, languageParam } from '../params';
import { renderTaxonomyNode } from '../taxonomyRender';

const MAX_CHILD_DEPTH = 100;

/** GET /taxonomy/nodes/{key} (key slashes unencoded) and GET /taxonomy/nodes?path=Root/Topics. */
export function getTaxonomyNode(context: DeliveryContext, keySegments: readonly string[]): TaxonomyNode {
  const { project, exchange } = context;
  const query = exchange.query;
  const { language } = languageParam(query, project);
  const childDepth = intParam(query, 'childDepth', 0, 0, MAX_CHILD_DEPTH);
  const order = (query.get('order') ?? '').toLowerCase() === 'defined' ? 'defined' : 'alphabetical';
  exchange.keys?.add(project.id, 'taxonomy');

  let node: TaxonomyTreeNode | null | undefined;
  if (keySegments.length > 0) {
    const key = keySegments.join('/');
    node = project.taxonomyByKey.get(key);
    if (!node) throw notFound(`No taxonomy node has the key ${key}`);
  } else {
    const path = (query.get('path') ?? '').replace(/^\/+|\/+$/g, '');
    node = path === '' ? project.taxonomy : project.taxonomyByPath.get(path.toLowerCase());
    if (!node) throw notFound(path === '' ? `The project ${project.id} has no taxonomy` : `No taxonomy node has the path ${path}`);
  }
  return renderTaxonomyNode(node, { language, primaryLanguage: project.project.primaryLanguage, childDepth, order });
}
