import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import { isObjectId, POST_MESSAGES, type Post, type PostListing } from '@futterkompass/domain';
import { notFound } from '../../service-errors';

const FIELDS = { _id: 1, title: 1, category: 1, createdAt: 1, file: 1 } as const;

/** Tips posts: newest first, each with its PDF's public address; the PDF itself for the viewer. */
export function createPostsService({ store, files }: { store: Store; files: FileStore }) {
  const posts = store.collection<Post>(COLLECTIONS.posts);
  const listing = (post: Post): PostListing => ({ ...post, fileUrl: files.publicUrl(post.file) });
  const find = async (id: string) => {
    const post = isObjectId(id) ? await posts.findOne({ _id: id }, { projection: FIELDS }) : null;
    if (!post) throw notFound(POST_MESSAGES.notFound);
    return post;
  };

  return {
    async list(): Promise<PostListing[]> {
      return (await posts.find({}, { sort: { createdAt: -1 }, projection: FIELDS })).map(listing);
    },
    async one(id: string): Promise<PostListing> {
      return listing(await find(id));
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
