import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin } from '../../http/admin-auth';
import { badRequest, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import {
  type MerchantAccounts,
  MerchantRefusedError,
  UnknownMerchantError,
} from '../../merchants/merchant-accounts';

const text = z.string().max(2000);
export const NewMerchantBody = z.object({
  email: text,
  username: text,
  shopName: text,
  shopUrl: text,
  logo: text.optional(),
  status: z.enum(['pending', 'active']),
});
const StatusBody = z.object({ merchant: z.string().min(1).max(320), status: z.enum(['active', 'blocked']) });
const domains = z.array(z.string().max(253)).max(50).optional();
const LogoBody = z.object({ merchant: z.string().min(1).max(320), url: z.string().max(2000) });
const LinkDomainsBody = z.object({ merchant: z.string().min(1).max(320), allow: domains, disallow: domains });

const explained = (error: unknown) => {
  if (error instanceof MerchantRefusedError) throw badRequest(error.message);
  if (error instanceof UnknownMerchantError) throw notFound(error.message);
  throw error;
};

/** `npm run ops -- merchant …` against the running server: create, list, activate, block, link domains. */
export function adminMerchantRoutes(merchants: MerchantAccounts, adminTokens: readonly string[]): Router {
  const router = Router();
  router.use(requireAdmin(adminTokens));
  // A POST, as every ops call through the admin client is.
  router.post('/list', async (_req, res) => {
    res.json({ success: true, merchants: await merchants.list() });
  });
  router.post('/', async (req, res) => {
    const body = parseInput(NewMerchantBody, req.body, 'Ungültige Angaben zum Händler.');
    res.status(201).json({ success: true, merchant: await merchants.create(body).catch(explained) });
  });
  router.post('/status', async (req, res) => {
    const body = parseInput(StatusBody, req.body, 'Ungültige Anfrage.');
    res.json({
      success: true,
      merchant: await merchants.setStatus(body.merchant, body.status).catch(explained),
    });
  });
  router.post('/logo', async (req, res) => {
    const { merchant, url } = parseInput(LogoBody, req.body, 'Ungültige Anfrage.');
    res.json({ success: true, merchant: await merchants.setLogo(merchant, url).catch(explained) });
  });
  router.post('/link-domains', async (req, res) => {
    const { merchant, ...change } = parseInput(LinkDomainsBody, req.body, 'Ungültige Anfrage.');
    res.json({ success: true, merchant: await merchants.setLinkDomains(merchant, change).catch(explained) });
  });
  return router;
}
