import { CONTACT_LIMITS, CONTACT_TOPICS, checkContact, CONTACT_MESSAGES as M } from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCaptcha } from '../accounts/captcha';
import { Field, FormMessage, SelectField, TextAreaField } from '../accounts/Field';
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
      const answer = await postJson('/api/send-mail', {
        ...form.values,
        ...(captchaToken && { captchaToken }),
      });
      // Only a confirmed send clears the form: anything else keeps what was typed.
      if (answer.success !== true) return form.setMessage({ kind: 'error', text: M.failed });
      form.setValues({ ...empty, topic: '' });
      form.setMessage({ kind: 'success', text: M.sent });
    } catch (error) {
      form.showFailure(error, M.failed);
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
          {...form.field('name')}
          label="Name *"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
        />
        <Field {...form.field('email')} label="E-Mail Adresse *" type="email" autoComplete="email" required />
        <SelectField
          {...form.field('topic')}
          label="Betreff *"
          placeholder="Bitte wählen"
          options={CONTACT_TOPICS}
          required
        />
        <TextAreaField
          {...form.field('message')}
          label="Nachricht *"
          maxLength={CONTACT_LIMITS.message}
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
