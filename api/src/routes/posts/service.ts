import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import { isObjectId, POST_MESSAGES, type Post, type PostListing } from '@futterkompass/domain';
import { extractPostText } from '@futterkompass/indexer';
import { notFound } from '../../service-errors';

/** A post in the list: without its text, which only its own page shows. */
const FIELDS = { _id: 1, title: 1, category: 1, createdAt: 1, file: 1 } as const;

/**
 * Tips posts: newest first, each with its PDF's public address; one post with its text for its
 * HTML page; the PDF itself for the viewer.
 */
export function createPostsService({ store, files }: { store: Store; files: FileStore }) {
  const posts = store.collection<Post>(COLLECTIONS.posts);
  const listing = (post: Post): PostListing => ({ ...post, fileUrl: files.publicUrl(post.file) });
  const find = async (id: string, projection: Record<string, 1> = FIELDS) => {
    const post = isObjectId(id) ? await posts.findOne({ _id: id }, { projection }) : null;
    if (!post) throw notFound(POST_MESSAGES.notFound);
    return post;
  };
  /** Texts being drawn from a PDF now: a second request for the same post waits for the first. */
  const drawing = new Map<string, Promise<Post['text']>>();
  /**
   * A post published before posts had their text gets it drawn from its PDF once, when it is
   * first shown, and kept; a missing or unreadable file gives an empty text (and is not read
   * again). While the file store does not answer, the post is shown without text and tried later.
   */
  const withText = async (post: Post): Promise<Post> => {
    if (post.text) return post;
    let text = drawing.get(post._id);
    if (!text) {
      text = (async () => {
        const pdf = await files.read(post.file);
        const drawn = pdf ? await extractPostText(pdf, post.title).catch(() => null) : null;
        const kept = drawn ?? { paragraphs: [], description: post.title };
        await posts.updateOne({ _id: post._id, text: { $exists: false } }, { $set: { text: kept } });
        return kept;
      })()
        .catch(() => undefined)
        .finally(() => drawing.delete(post._id));
      drawing.set(post._id, text);
    }
    const drawn = await text;
    return drawn ? { ...post, text: drawn } : post;
  };

  return {
    async list(): Promise<PostListing[]> {
      return (await posts.find({}, { sort: { createdAt: -1 }, projection: FIELDS })).map(listing);
    },
    async one(id: string): Promise<PostListing> {
      return listing(await withText(await find(id, { ...FIELDS, text: 1 })));
    },
    /** The post's PDF, read through the files port by the name stored with the post (never a path from the request). */
    async file(id: string): Promise<Buffer> {
      const data = await files.read((await find(id)).file).catch(() => null);
      if (!data) throw notFound(POST_MESSAGES.fileMissing);
      return data;
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
