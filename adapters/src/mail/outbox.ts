import type { Logger } from 'pino';
import type { Store } from '../store/port';
import type { Mailer } from './port';

export interface OutboxMessage {
  _id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  links: string[];
  createdAt: string;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;
/** A link at the end of a sentence: the full stop belongs to the sentence, not to the link. */
const SENTENCE_MARKS = '.,;:!?';

function withoutSentenceMarks(link: string): string {
  let end = link.length;
  while (end > 0 && SENTENCE_MARKS.includes(link.charAt(end - 1))) end--;
  return link.slice(0, end);
}

/** Without SMTP, mails go to the outbox collection and their links to the log, so flows stay usable. */
export function createOutboxMailer(deps: { store: Store; logger: Logger; from: string }): Mailer {
  const outbox = deps.store.collection<OutboxMessage>('outbox');
  return {
    kind: 'outbox',
    async send(message) {
      const links = (message.text.match(LINK) ?? []).map(withoutSentenceMarks);
      await outbox.insert({ ...message, from: deps.from, links, createdAt: new Date().toISOString() });
      deps.logger.info({ to: message.to, subject: message.subject, links }, 'mail written to outbox');
    },
  };
}
