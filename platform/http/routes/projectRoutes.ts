import type { ContentType, Project } from '../../../contract';
import { notFound } from '../apiError';
import type { DeliveryContext } from '../context';

export function getProject(context: DeliveryContext): Project {
  context.exchange.keys?.add(context.project.id, 'project');
  return context.project.project;
}

export function listContentTypes(context: DeliveryContext): ContentType[] {
  context.exchange.keys?.add(context.project.id, 'contenttypes');
  return context.project.contentTypes;
}

export function getContentType(context: DeliveryContext, id: string): ContentType {
  const contentType = findContentType(context, id);
  context.exchange.keys?.add(context.project.id, 'contenttype', contentType.id);
  return contentType;
}

export function findContentType(context: DeliveryContext, id: string): ContentType {
  const contentType = context.project.contentTypesById.get(id.toLowerCase());
  if (!contentType) throw notFound(`The content type "${id}" does not exist in project ${context.project.id}`);
  return contentType;
}
