/** NeDB's document serialiser (the file line format); the package declares only its Datastore. */
declare module '@seald-io/nedb/lib/model.js' {
  const model: { serialize(doc: unknown): string };
  export default model;
}
