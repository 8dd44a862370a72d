import { type CustomProduct, tableProductName } from '@futterkompass/domain';
import { CalculatorPage } from './CalculatorPage';
import { CustomProductForm } from './CustomProductForm';
import { DryMatterTable } from './DryMatterTable';
import { ENTRY_PARAM, entryProduct, entryText } from './dry-matter-entries';
import { useQueryInputs } from './use-query-inputs';

/** Products compared in their dry matter (spec part 2 section 2); the table lives in the URL. */
export default function DryMatterCalculator() {
  const query = useQueryInputs();
  // A hand-edited URL may repeat a name: columns are told apart (and removed) by it.
  const products = query.params.getAll(ENTRY_PARAM).reduce<CustomProduct[]>((list, text) => {
    const product = entryProduct(text);
    if (product)
      list.push({
        ...product,
        name: tableProductName(
          product.name,
          list.map((p) => p.name),
        ),
      });
    return list;
  }, []);
  const save = (next: CustomProduct[]) => query.set({ [ENTRY_PARAM]: next.map(entryText) });

  return (
    <CalculatorPage
      title="Trockenmasse"
      intro="Nass- und Trockenfutter lassen sich erst ohne ihr Wasser vergleichen. Füge Produkte aus deinen Favoriten oder mit eigenen Angaben hinzu: die Tabelle zeigt ihre Zusammensetzung in der Trockenmasse."
    >
      <CustomProductForm taken={products.map((p) => p.name)} onAdd={(p) => save([...products, p])} />
      <DryMatterTable
        products={products}
        onRemove={(index) => save(products.filter((_, i) => i !== index))}
      />
    </CalculatorPage>
  );
}
