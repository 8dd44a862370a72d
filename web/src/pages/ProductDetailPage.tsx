import { ROUTES } from '@futterkompass/domain';
import { useParams } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';

export default function ProductDetailPage() {
  const { urlExtension = '' } = useParams();
  return (
    <section>
      <Breadcrumb trail={[{ label: 'Futtersuche', to: ROUTES.products }, { label: urlExtension }]} />
      <h1>Produktdetails</h1>
    </section>
  );
}
