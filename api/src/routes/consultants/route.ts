import { ConsultantsBody } from '@futterkompass/contract';
import { CONSULTANT_MESSAGES, consultantFiltersComplete } from '@futterkompass/domain';
import { Router } from 'express';
import type { Answering } from '../../http/answering';
import { parseInput } from '../../http/validate';
import { invalid } from '../../service-errors';
import type { RouteMount } from '../mount';
import type { ConsultantsService } from './service';

/** The consultant search: the questionnaire's options and its results, open to visitors. */
export function consultantsRoutes(service: ConsultantsService): Router {
  const router = Router();

  router.get('/consultant-filters', async (_req, res: Answering<'GET /api/consultant-filters'>) => {
    res.json({ success: true, data: await service.filterValues() });
  });

  router.post('/consultants', async (req, res: Answering<'POST /api/consultants'>) => {
    const { filters } = parseInput(ConsultantsBody, req.body, 'Die Suchkriterien sind ungültig.');
    if (!consultantFiltersComplete(filters)) throw invalid(CONSULTANT_MESSAGES.required);
    res.json({ success: true, data: await service.search(filters) });
  });

  return router;
}

export const consultantsMount: RouteMount = {
  stage: 'api',
  base: '',
  calls: [
    ['GET', '/consultant-filters'],
    ['POST', '/consultants'],
  ],
  build: ({ consultants }) => consultantsRoutes(consultants),
};
