import { type Captcha, COLLECTIONS, type Logger, type Mailer, type Store } from '@futterkompass/adapters';
import {
  ACCOUNT_MESSAGES,
  type Brand,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactInput,
  checkContact,
  isEmail,
  type Product,
  productPath,
} from '@futterkompass/domain';
import { conflict, invalid, notFound } from '../../service-errors';

export const MESSAGE_TEXTS = {
  reasonRequired: 'Bitte gib an warum du dieses Produkt melden möchtest.',
  productUnknown: 'Kein Produkt mit dieser Produkt-ID gefunden.',
  fieldsRequired: 'Bitte fülle alle Felder richtig aus.',
  notContactable: 'Dieser Hersteller kann über Futterkompass leider nicht kontaktiert werden.',
  tooLong: CONTACT_MESSAGES.messageTooLong,
} as const;

export const MESSAGE_MAX_LENGTH = CONTACT_LIMITS.message;

interface Report {
  _id: string;
  productId: string;
  reason: string;
  createdAt: string;
}

interface BrandQuestion {
  _id: string;
  kind: 'brand-question';
  productId: string;
  brandId: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

interface ContactMessage extends ContactInput {
  _id: string;
  kind: 'contact';
  createdAt: string;
}

export interface MessagesDeps {
  store: Store;
  mailer: Mailer;
  captcha: Captcha;
  logger: Logger;
  publicUrl: string;
  operatorEmail: string;
}

/**
 * Product reports, brand questions and the contact form: checked, stored first (nothing is lost if
 * the mail fails), then mailed; the brand question goes to the brand's support address, the contact
 * form to the operators, both with reply-to the sender.
 */
export function createMessagesService({
  store,
  mailer,
  captcha,
  logger,
  publicUrl,
  operatorEmail,
}: MessagesDeps) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const brands = store.collection<Brand>(COLLECTIONS.brands);
  const users = store.collection<{ _id: string; status: string }>(COLLECTIONS.users);

  const findProduct = async (id: string) => {
    const product = await products.findOne(
      { _id: id },
      { projection: { _id: 1, urlExtension: 1, series: 1, brand: 1 } },
    );
    if (!product) throw notFound(MESSAGE_TEXTS.productUnknown);
    const brand = await brands.findOne({ _id: product.brand });
    return { product, brand };
  };
  const captchaOk = async (token: string | undefined, ip?: string) => {
    if (!(await captcha.verify(token, ip))) throw invalid(ACCOUNT_MESSAGES.captchaFailed);
  };
  const title = (brand: Brand | null, product: Pick<Product, 'series'>) =>
    `${brand?.name ?? ''} ${product.series}`.trim();

  return {
    async report(productId: string, reason: string, captchaToken?: string, ip?: string): Promise<void> {
      const text = reason.trim();
      if (!text) throw invalid(MESSAGE_TEXTS.reasonRequired, { field: 'reason' });
      if (text.length > MESSAGE_MAX_LENGTH) throw invalid(MESSAGE_TEXTS.tooLong, { field: 'reason' });
      await captchaOk(captchaToken, ip);
      const { product, brand } = await findProduct(productId);
      const saved = await store
        .collection<Report>(COLLECTIONS.reports)
        .insert({ productId: product._id, reason: text, createdAt: new Date().toISOString() });
      await mailer.send({
        to: operatorEmail,
        subject: `Produktmeldung: ${title(brand, product)}`,
        text: [
          `Ein Besucher hat das Produkt ${title(brand, product)} gemeldet:`,
          `${publicUrl}${productPath(product.urlExtension)}`,
          '',
          text,
          '',
          `Meldung ${saved._id}`,
        ].join('\n'),
      });
    },

    async askBrand(
      input: { product: string; name: string; email: string; message: string },
      captchaToken?: string,
      ip?: string,
    ): Promise<void> {
      const name = input.name.trim();
      const email = input.email.trim();
      const message = input.message.trim();
      if (!name || !message || !isEmail(email)) throw invalid(MESSAGE_TEXTS.fieldsRequired);
      if (message.length > MESSAGE_MAX_LENGTH || name.length > 200) throw invalid(MESSAGE_TEXTS.tooLong);
      await captchaOk(captchaToken, ip);
      const { product, brand } = await findProduct(input.product);
      const owner = brand?.owner ? await users.findOne({ _id: brand.owner }) : null;
      if (!brand?.supportEmail || owner?.status !== 'active') throw conflict(MESSAGE_TEXTS.notContactable);
      const saved = await store.collection<BrandQuestion>(COLLECTIONS.messages).insert({
        kind: 'brand-question',
        productId: product._id,
        brandId: brand._id,
        name,
        email,
        message,
        createdAt: new Date().toISOString(),
      });
      await mailer.send({
        to: brand.supportEmail,
        replyTo: email,
        subject: `Frage zu ${title(brand, product)} über Futterkompass`,
        text: [
          `${name} (${email}) fragt über Futterkompass zu ${title(brand, product)}:`,
          `${publicUrl}${productPath(product.urlExtension)}`,
          '',
          message,
          '',
          'Antworten Sie einfach auf diese E-Mail; die Antwort geht direkt an den Fragenden.',
        ].join('\n'),
      });
      logger.info({ messageId: saved._id, brandId: brand._id }, 'brand question mailed');
    },

    async contact(input: ContactInput, captchaToken?: string, ip?: string): Promise<void> {
      const failure = checkContact(input);
      if (failure) throw invalid(failure.message, { field: failure.field });
      await captchaOk(captchaToken, ip);
      const message = {
        name: input.name.trim(),
        email: input.email.trim(),
        topic: input.topic,
        message: input.message.trim(),
      };
      const saved = await store
        .collection<ContactMessage>(COLLECTIONS.messages)
        .insert({ kind: 'contact', ...message, createdAt: new Date().toISOString() });
      await mailer.send({
        to: operatorEmail,
        replyTo: message.email,
        subject: `Kontaktformular: ${message.topic}`,
        text: [
          `${message.name} (${message.email}) schreibt über das Kontaktformular zum Thema ${message.topic}:`,
          '',
          message.message,
          '',
          `Nachricht ${saved._id}. Eine Antwort auf diese E-Mail geht direkt an den Absender.`,
        ].join('\n'),
      });
      logger.info({ messageId: saved._id, topic: message.topic }, 'contact message mailed');
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
