import { z } from 'zod';

/** Closing an account needs its password as well as the session ('' when left out: a German message follows). */
export const DeleteUserBody = z.object({ password: z.string().max(1000).default('') });
