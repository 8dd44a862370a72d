import { DeleteImageBody } from '@futterkompass/contract';
import { IMAGE_MAX_BYTES, PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { Router } from 'express';
import type { Sessions } from '../../accounts/sessions';
import type { Answering } from '../../http/answering';
import { requireEditor } from '../../http/authenticate';
import type { RateLimiters } from '../../http/rate-limits';
import { singleFileUpload } from '../../http/upload';
import { parseInput } from '../../http/validate';
import type { RouteMount } from '../mount';
import { type AdminImageService, createAdminImageService } from './service';

/** POST /api/admin/images (multipart, field `image`) and DELETE /api/admin/images, for editors. */
export function adminImageRoutes(
  service: AdminImageService,
  sessions: Sessions,
  limits: RateLimiters,
): Router {
  const router = Router();
  const editor = requireEditor(sessions);

  // Signed in and allowed before a byte of the upload is read.
  router.post(
    '/',
    limits.writes,
    editor,
    singleFileUpload('image', IMAGE_MAX_BYTES, M.imageTooLarge),
    async (req, res: Answering<'POST /api/admin/images'>) => {
      res.json({ success: true, ...(await service.upload(req.file)) });
    },
  );

  router.delete('/', limits.writes, editor, async (req, res: Answering<'DELETE /api/admin/images'>) => {
    const body = parseInput(DeleteImageBody, req.body, M.imageNameInvalid);
    res.json({ success: true, ...(await service.remove(body)) });
  });

  return router;
}

export const adminImageMount: RouteMount = {
  stage: 'api',
  base: '/admin/images',
  closed: true,
  calls: [
    ['POST', '/'],
    ['DELETE', '/'],
  ],
  build: ({ adapters, productWrites, productImages, sessions, limits }) =>
    adminImageRoutes(
      createAdminImageService({ ...adapters, productWrites, images: productImages }),
      sessions,
      limits,
    ),
};
