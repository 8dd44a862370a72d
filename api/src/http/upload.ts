import type { RequestHandler } from 'express';
import multer from 'multer';
import { invalid } from '../service-errors';
import { HttpError } from './errors';

/**
 * One file from a multipart form (multer, kept in memory: images are small and checked before they
 * are stored). Parser errors become German 4xx answers here: multer's own carry no status, so the
 * error mapper would take them for a server fault.
 */
export function singleFileUpload(field: string, maxBytes: number, tooLarge: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 50 },
  }).single(field);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        return next(new HttpError(413, tooLarge));
      next(invalid('Die Anfrage ist fehlerhaft.'));
    });
  };
}
