const OBJECT_ID = /^[0-9a-f]{24}$/;

/** Ids are 24-hex ObjectId strings in every store. */
export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value);
}
