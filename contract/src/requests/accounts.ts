import { isObjectId, LIST_TYPES, PET_LIMITS } from '@futterkompass/domain';
import { z } from 'zod';
import { captchaToken, objectId } from './inputs';

/**
 * A text field: a string of bounded length, '' when left out (the form rules then name what is
 * missing in German). An object or a number where text belongs is refused by the parser.
 */
const text = z.string().max(1000).default('');

export const RegisterBody = z.object({
  username: text,
  email: text,
  confirmEmail: text,
  password: text,
  confirmPassword: text,
  acceptPrivacy: z.boolean().default(false),
  captchaToken,
});

export const LoginBody = z.object({ username: text, password: text, captchaToken });
export const TokenBody = z.object({ token: text });
export const SendVerifyLinkBody = z.object({ username: text });
export const ResetLinkBody = z.object({ email: text, captchaToken });
export const ResetPasswordBody = z.object({ newPassword: text, newPasswordConfirm: text, token: text });

export const UpdateEmailBody = z.object({
  userId: z.string().max(100).optional(),
  newEmail: text,
  /** The specification sends no confirmation; when the form sends one, it must match. */
  confirmEmail: z.string().max(1000).optional(),
  /** The current password: a session alone does not change where the account's mail goes. */
  password: text,
});

export const UpdatePasswordBody = z.object({
  userId: z.string().max(100).optional(),
  oldPassword: text,
  newPassword: text,
  newPasswordConfirm: text,
});

export const CaptchaBody = z.object({ token: z.string().max(4000).default('') });

/** Closing an account needs its password as well as the session ('' when left out: a German message follows). */
export const DeleteUserBody = z.object({ password: z.string().max(1000).default('') });

/** The export's format: JSON, the one machine-readable format offered (DSGVO Art. 20). */
export const ExportQuery = z.object({ format: z.literal('json').optional().default('json') });

const listType = z.enum(LIST_TYPES);
const ref = z.string().min(1).max(200);

export const ListsUpdateBody = z.object({
  /** The specification sends the user's id; it must be the token's own. */
  user: z.string().max(100).optional(),
  product: ref,
  listType,
});

export const DeleteFromListBody = z.object({ listType, productId: ref });

const petText = (max: number) => z.string().max(max);

/** A household as the web app sends it: checked in shape here, in meaning by readHousehold. */
export const HouseholdBody = z.object({
  pets: z
    .array(
      z.object({
        id: petText(PET_LIMITS.id).min(1),
        name: petText(200),
        species: petText(10),
        weightKg: z.number(),
        ageGroup: petText(20),
        bodyCondition: petText(20),
        allergies: z.array(petText(40)).max(100),
        avoid: z.array(petText(40)).max(20),
      }),
    )
    .max(100),
  activeId: petText(PET_LIMITS.id).nullable(),
});

/** The wished Grundpreis, in euros per kg or l. */
export const PriceAlertBody = z.object({ product: objectId, targetUnitPrice: z.number() });

const product = z.string().min(1).max(300);

export const NewReviewBody = z.object({
  /** The specification sends the user's id; it must be the token's own. */
  user: z.string().max(100).optional(),
  product,
  reviewText: z.string().max(20_000).default(''),
  /** Checked by the service, so that a missing or wrong rating gets the specification's message. */
  reviewRating: z.union([z.number(), z.string().max(10), z.null()]).optional(),
  acceptTerms: z.boolean().default(false),
  captchaToken,
});

export const NewBinderVoteBody = z.object({
  user: z.string().max(100).optional(),
  product,
  binderVote: z.boolean().optional(),
});

/** Longer than any rule allows: the domain's check gives the German message for a long text. */
const longText = z.string().max(20_000).default('');
const reviewRef = z.string().max(24).refine(isObjectId);

/** A visitor's report of one review; reason and text are checked by the domain's rules. */
export const ReportReviewBody = z.object({
  product: reviewRef,
  review: reviewRef,
  reason: z.string().max(50).default(''),
  text: longText,
  captchaToken,
});

export const ReviewParams = z.object({ reviewId: reviewRef });

export const ReportBody = z.object({
  reason: longText,
  product: z.string().min(1).max(100),
  captchaToken,
});

export const ContactBrandBody = z.object({
  product: z.string().min(1).max(100),
  name: longText,
  email: longText,
  message: longText,
  captchaToken,
});

/** The contact form; the order of its rules and their texts are the domain's (checkContact). */
export const ContactBody = z.object({
  name: longText,
  email: longText,
  topic: longText,
  message: longText,
  captchaToken,
});
