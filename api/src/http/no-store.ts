import type { RequestHandler, Response } from 'express';

/**
 * Answers that depend on who asks (a session, an admin token, a login) must not be kept by the
 * browser's cache or a proxy, where the next user of the machine or the proxy's clients find them.
 */
export const markPrivate = (res: Response): void => {
  res.set('Cache-Control', 'no-store');
};

export const privateAnswers: RequestHandler = (_req, res, next) => {
  markPrivate(res);
  next();
};
