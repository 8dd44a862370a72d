import { COLLECTIONS, type FileStore, newId, type Store } from '@futterkompass/adapters';
import type { Post } from '@futterkompass/domain';
import { extractPostText } from './post-text';

/** Why a post was refused: the message is shown to the operator as it is. */
export class PostRefusedError extends Error {
  override name = 'PostRefusedError';
}

export const POST_LIMITS = { title: 200, category: 100, bytes: 20 * 1024 * 1024 } as const;

const PDF_MAGIC = Buffer.from('%PDF-');

/** Whether the data is a PDF by its content (the `%PDF-` header), whatever the file was called. */
export const isPdf = (data: Buffer): boolean => data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * Ops: publishes a tips post with its text drawn from the PDF (its HTML page shows it). The PDF is
 * stored first under a name of the post's own id, then the post, so that no post ever points to a
 * missing file; a failed insert takes the file back. A PDF pdf.js cannot read is refused.
 */
export async function addPost(
  { store, files }: { store: Store; files: FileStore },
  input: { title: string; category: string; pdf: Buffer },
  now = new Date(),
): Promise<Post> {
  const title = input.title.trim();
  const category = input.category.trim();
  if (!title || !category) throw new PostRefusedError('Titel und Kategorie dürfen nicht leer sein.');
  if (title.length > POST_LIMITS.title || category.length > POST_LIMITS.category)
    throw new PostRefusedError(
      `Der Titel darf höchstens ${POST_LIMITS.title}, die Kategorie höchstens ${POST_LIMITS.category} Zeichen lang sein.`,
    );
  if (!isPdf(input.pdf)) throw new PostRefusedError('Die Datei ist kein PDF-Dokument.');
  if (input.pdf.length > POST_LIMITS.bytes) throw new PostRefusedError('Die Datei ist größer als 20 MB.');
  const text = await extractPostText(input.pdf, title).catch(() => {
    throw new PostRefusedError('Die PDF-Datei lässt sich nicht lesen.');
  });
  const _id = newId();
  const file = `beitrag-${_id}.pdf`;
  await files.write(file, input.pdf, 'application/pdf');
  try {
    return await store
      .collection<Post>(COLLECTIONS.posts)
      .insert({ _id, title, category, createdAt: now.toISOString(), file, text });
  } catch (error) {
    await files.remove(file).catch(() => undefined);
    throw error;
  }
}
