import { type FormVariant, PRODUCT_FORM_MESSAGES as M, ROUTES } from '@futterkompass/domain';
import { useParams } from 'react-router-dom';
import { LoginHint } from '../accounts/LoginHint';
import { Breadcrumb } from '../pages/Breadcrumb';
import { EditorsOnly } from '../pages/EditorsOnly';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { ProductForm } from './ProductForm';
import { useFormData } from './use-form-data';
import '../accounts/accounts.css';
import './product-form.css';

function EditorForm({ variant, urlExtension }: { variant: FormVariant; urlExtension: string }) {
  const data = useFormData(variant, urlExtension);
  switch (data.kind) {
    case 'loading':
      return <LoadingOverlay text="Lade Formular..." />;
    case 'signedOut':
      return <LoginHint />;
    case 'missing':
      return (
        <p role="alert" className="alert alert-error">
          {M.productMissing}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="alert alert-error">
          {M.loadFailed}
        </p>
      );
    case 'ready':
      return <ProductForm key={data.productId ?? 'neu'} variant={variant} {...data} />;
  }
}

/**
 * /produkt-eintragen and /produkt-bearbeiten/{urlExtension}: the product form for editors. Visitors
 * are asked to log in, other users are told who may use it; neither sees the form.
 */
export default function ProductFormPage({ variant }: { variant: FormVariant }) {
  const { urlExtension = '' } = useParams();
  const title = variant === 'create' ? 'Produkt eintragen' : 'Produkt bearbeiten';
  return (
    <section className="product-form-page">
      <Breadcrumb trail={[{ label: 'Futtersuche', to: ROUTES.products }, { label: title }]} />
      <h1>{title}</h1>
      <EditorsOnly loading="Lade Formular...">
        <EditorForm variant={variant} urlExtension={urlExtension} />
      </EditorsOnly>
    </section>
  );
}
