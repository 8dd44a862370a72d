import { CONTACT_LIMITS, CONTACT_TOPICS, checkContact, CONTACT_MESSAGES as M } from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCaptcha } from '../accounts/captcha';
import { Field, FormMessage, SelectField, TextAreaField } from '../accounts/Field';
import { describeFailure } from '../accounts/failure';
import { useForm } from '../accounts/use-form';
import { postJson } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import '../accounts/accounts.css';
import './content.css';

type ContactField = 'name' | 'email' | 'topic' | 'message';

const topicOf = (value: string | null) =>
  (CONTACT_TOPICS as readonly (string | null)[]).includes(value) ? (value as string) : '';

/** /kontakt: a message to the operators; ?topic= preselects the subject. */
export default function ContactPage() {
  const [params] = useSearchParams();
  const empty = { name: '', email: '', topic: topicOf(params.get('topic')), message: '' };
  const form = useForm<ContactField>(empty);
  const captcha = useCaptcha();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const failure = checkContact(form.values);
    if (failure) return form.failField(failure.field, failure.message);
    form.setBusy(true);
    try {
      const captchaToken = await captcha.token();
      const answer = await postJson<{ success?: unknown }>('/api/send-mail', {
        ...form.values,
        ...(captchaToken && { captchaToken }),
      });
      // Only a confirmed send clears the form: anything else keeps what was typed.
      if (answer.success !== true) return form.setMessage({ kind: 'error', text: M.failed });
      form.setValues({ ...empty, topic: '' });
      form.setMessage({ kind: 'success', text: M.sent });
    } catch (error) {
      const failed = describeFailure(error, M.failed);
      const field = failed.field as ContactField | undefined;
      if (field && field in empty) form.failField(field, failed.message);
      else form.setMessage({ kind: 'error', text: failed.message });
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <section className="content-page">
      <Breadcrumb trail={[{ label: 'Kontakt' }]} />
      <h1>Kontakt</h1>
      <p className="content-intro">
        Du hast eine Frage, einen Hinweis auf ein fehlendes Produkt oder möchtest auf Futterkompass werben?
        Schreib uns – wir antworten in der Regel innerhalb weniger Werktage.
      </p>
      <form className="account-form contact-form" onSubmit={submit} noValidate>
        <Field
          ref={form.ref('name')}
          label="Name *"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          value={form.values.name}
          onValue={form.set('name')}
          error={form.errorOf('name')}
          required
        />
        <Field
          ref={form.ref('email')}
          label="E-Mail Adresse *"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onValue={form.set('email')}
          error={form.errorOf('email')}
          required
        />
        <SelectField
          ref={form.ref('topic')}
          label="Betreff *"
          placeholder="Bitte wählen"
          options={CONTACT_TOPICS}
          value={form.values.topic}
          onValue={form.set('topic')}
          error={form.errorOf('topic')}
          required
        />
        <TextAreaField
          ref={form.ref('message')}
          label="Nachricht *"
          maxLength={CONTACT_LIMITS.message}
          value={form.values.message}
          onValue={form.set('message')}
          error={form.errorOf('message')}
          required
        />
        <div ref={captcha.container} className="captcha-slot" />
        <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
        <button className="button" type="submit" disabled={form.busy}>
          Nachricht senden
        </button>
        <p className="form-hint">* Pflichtfelder</p>
      </form>
    </section>
  );
}
