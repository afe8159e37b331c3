// What content:types reports when it cannot write the types: a bad pack, a bad answer, an unknown field type.

/** A problem with the content types or where they come from; the message says where to look. */
export class ContentTypesError extends Error {
  override name = 'ContentTypesError';
}
