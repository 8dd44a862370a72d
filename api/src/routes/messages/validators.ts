import { z } from 'zod';

const text = z.string().max(20_000).default('');

export const ReportBody = z.object({
  reason: text,
  product: z.string().min(1).max(100),
  captchaToken: z.string().max(4000).optional(),
});

export const ContactBrandBody = z.object({
  product: z.string().min(1).max(100),
  name: text,
  email: text,
  message: text,
  captchaToken: z.string().max(4000).optional(),
});

/** The contact form; the order of its rules and their texts are the domain's (checkContact). */
export const ContactBody = z.object({
  name: text,
  email: text,
  topic: text,
  message: text,
  captchaToken: z.string().max(4000).optional(),
});
