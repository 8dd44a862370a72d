import { defaultListPath, MESSAGES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { RankingLink } from '../content/RankingLink';
import { CategoryGrid } from '../home/CategoryGrid';
import { ContactCall } from '../home/ContactCall';
import { HomeLinks } from '../home/HomeLinks';
import { PetStart } from '../home/PetStart';
import { type HomepageProducts, useHomepageProducts } from '../home/use-homepage-products';
import { ProductCard, type ProductCardData } from '../products/ProductCard';
import { Carousel } from '../ui/Carousel';
import '../home/home.css';

/** What a carousel shows while it has no cards: loading, the failure, or its own empty text. */
function placeholder(status: HomepageProducts['status'], empty: string): string {
  if (status === 'loading') return 'Lade Produkte...';
  return status === 'failed' ? MESSAGES.listError : empty;
}

const productKey = (product: ProductCardData) => product._id;
const productSlide = (product: ProductCardData) => <ProductCard product={product} />;

function ProductCarousel({
  title,
  products,
  empty,
  ranked = false,
}: {
  title: string;
  products: ProductCardData[];
  empty: string;
  /** A ranking of the portal's (not the visitor's own history): says how it is ranked. */
  ranked?: boolean;
}) {
  return (
    <Carousel
      title={title}
      note={ranked && <RankingLink label={title} />}
      items={products}
      keyOf={productKey}
      render={productSlide}
      empty={empty}
    />
  );
}

export default function HomePage() {
  const { status, best, viewed } = useHomepageProducts();
  return (
    <div className="home">
      <section className="hero">
        <h1>Das richtige Futter für Hund und Katze finden</h1>
        <p>
          Tausende Futtersorten, offene Zusammensetzung, Preise vieler Shops: filtern, vergleichen, günstig
          kaufen.
        </p>
        <Link className="button" to={defaultListPath()}>
          Zur Futtersuche
        </Link>
      </section>
      <PetStart />
      <CategoryGrid />
      <ProductCarousel
        title="Am besten bewertete Produkte"
        ranked
        products={best}
        empty={placeholder(status, 'Noch keine bewerteten Produkte.')}
      />
      <HomeLinks />
      <ProductCarousel
        title="Zuletzt angesehene Produkte"
        products={viewed}
        empty={placeholder(
          status,
          'Du hast dir noch keine Produkte angesehen. Sobald du eines öffnest, findest du es hier wieder.',
        )}
      />
      <ContactCall />
    </div>
  );
}
