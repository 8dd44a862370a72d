import { Router } from 'express';
import type { Answering } from '../../http/answering';
import type { RouteMount } from '../mount';
import type { PostsService } from './service';

/** Tips posts, open to visitors; the PDF goes through the API so that the viewer reads it from its own origin. */
export function postsRoutes(service: PostsService): Router {
  const router = Router();

  router.get('/posts', async (_req, res: Answering<'GET /api/posts'>) => {
    res.json({ success: true, posts: await service.list() });
  });

  router.get('/post/:id', async (req, res: Answering<'GET /api/post/:id'>) => {
    res.json({ success: true, post: await service.one(req.params.id) });
  });

  router.get('/post/:id/file', async (req, res) => {
    const pdf = await service.file(req.params.id);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Content-Disposition', 'inline');
    res.type('application/pdf').send(pdf);
  });

  return router;
}

export const postsMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/posts'],
    ['GET', '/post/:id'],
    ['GET', '/post/:id/file'],
  ],
  build: ({ posts }) => postsRoutes(posts),
};
