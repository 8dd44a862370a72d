import { describe, expect, it } from 'vitest';
import { ROUTES } from '../pages';
import { editProductPath, isKnownRoute } from '../routes';
import { aFilledForm, aProduct, REQUIRED_FORM_FIELDS } from '../testing/builders';
import { brandKey, checkBrandName } from './brands';
import { checkProductForm, checkProductFormStep } from './check';
import { isEditor } from './editors';
import { emptyProductForm, FIELD_LABELS, type ProductFormValues, stepOf } from './fields';
import { isStoredImageName, isUploadedImageName, sniffBinaryImage, uploadedImageName } from './image-files';
import { formFromProduct, productFromForm, productUpdateFromForm } from './mapping';
import { PRODUCT_FORM_MESSAGES as M } from './messages';
import { type1Options, type2Options } from './options';
import { urlExtensionCandidate } from './url-extension';

const create = { variant: 'create' } as const;

describe('product form rules', () => {
  it('accept a complete form in both variants', () => {
    expect(checkProductForm(aFilledForm(), create)).toBeNull();
    expect(checkProductForm(aFilledForm(), { variant: 'edit' })).toBeNull();
  });

  it('name every required field of spec part 2 section 5 with its label', () => {
    for (const [field, value, message] of REQUIRED_FORM_FIELDS)
      expect(checkProductForm(aFilledForm({ [field]: value }), create)).toEqual({ field, message });
  });

  it('ask dried food for both meat shares instead of the single share', () => {
    const dried = aFilledForm({
      type1: 'dried',
      animalShare: '',
      animalShareDriedOne: '20',
      animalShareDriedTwo: '',
    });
    expect(checkProductForm(dried, create)).toEqual({
      field: 'animalShareDriedTwo',
      message: M.required('Anteil Frischfleisch'),
    });
    expect(checkProductForm({ ...dried, animalShareDriedTwo: '0' }, create)).toBeNull();
    // 20 is a band of dried food only (1-19 %); wet food has no such code.
    expect(checkProductForm(aFilledForm({ animalShare: '20' }), create)?.message).toBe(
      M.invalid('Tierischer Anteil'),
    );
  });

  it('keep numbers to step 0.01, non-negative, each at most 100 % and the Weender sum at most 100', () => {
    const failure = (over: Partial<ProductFormValues>) => checkProductFormStep(aFilledForm(over), 2, create);
    expect(failure({ proteins: '12,345' })?.message).toBe(M.tooPrecise('Rohprotein (%)'));
    expect(failure({ fats: '-1' })?.message).toBe(M.negative('Rohfett (%)'));
    expect(failure({ ash: 'viel' })?.message).toBe(M.notANumber('Rohasche (%)'));
    expect(failure({ fibers: '1e2' })?.message).toBe(M.notANumber('Rohfaser (%)'));
    expect(failure({ moisture: '100,01' })?.message).toBe(M.tooLarge('Feuchtigkeit (%)', '100 %'));
    // 10.5 + 6 + 0.5 + 2 + 81.01 = 100.01
    expect(failure({ moisture: '81,01' })).toEqual({ field: 'proteins', message: M.weenderSum });
    // 10.5 + 6 + 0.5 + 2 + 81 = 100: allowed
    expect(failure({ moisture: '81' })).toBeNull();
    expect(failure({ moisture: '', energy: '' })).toBeNull();
    expect(failure({ energy: '-5' })?.message).toBe(M.negative('Energie (kcal/kg)'));
    expect(checkProductFormStep(aFilledForm({ size1: '0' }), 1, create)?.message).toBe(
      M.notPositive('Packungsgröße 1 (g)'),
    );
  });

  it('take numbers with the German thousands point and decimal comma', () => {
    const values = aFilledForm({ energy: '1.050', size1: '12.500', size2: '1.000,5' });
    expect(checkProductForm(values, create)).toBeNull();
    const fields = productFromForm(values);
    expect(fields.energy).toBe(1050);
    expect(fields.sizes.map((s) => s.size)).toEqual([12500, 1000.5]);
    // A comma is the decimal mark: '1,050' kcal/kg is 1.05 with three decimals, refused as too precise.
    expect(checkProductFormStep(aFilledForm({ energy: '1,050' }), 2, create)?.message).toBe(
      M.tooPrecise('Energie (kcal/kg)'),
    );
    expect(checkProductFormStep(aFilledForm({ energy: '1.05,0' }), 2, create)?.message).toBe(
      M.notANumber('Energie (kcal/kg)'),
    );
  });

  it('ask for size and packaging of a further package row once anything is typed in it', () => {
    const step1 = (over: Partial<ProductFormValues>) => checkProductFormStep(aFilledForm(over), 1, create);
    expect(step1({ barcode3: '400000' })).toEqual({
      field: 'size3',
      message: M.required('Packungsgröße 3 (g)'),
    });
    expect(step1({ size3: '200' })).toEqual({ field: 'packaging3', message: M.required('Verpackung 3') });
    expect(step1({ size3: '200', packaging3: 'pouch' })).toBeNull();
  });

  it('offer single food and dry BARF only when editing, dry BARF only for dried food', () => {
    expect(type2Options('create', 'dried')).toEqual([
      'complete',
      'supplement-pure',
      'supplement-snack',
      'snack',
    ]);
    expect(type2Options('edit', 'wet')).toContain('single-food');
    expect(type2Options('edit', 'wet')).not.toContain('dry-barf');
    expect(type2Options('edit', 'dried')).toContain('dry-barf');
    const dryBarf = { type2: ['complete', 'dry-barf'] };
    expect(checkProductFormStep(aFilledForm({ ...dryBarf, type1: 'dried' }), 1, create)?.message).toBe(
      M.invalid('Futtermitteltyp'),
    );
    expect(checkProductFormStep(aFilledForm(dryBarf), 1, { variant: 'edit' })?.message).toBe(
      M.dryBarfOnlyDried,
    );
    expect(
      checkProductFormStep(aFilledForm({ ...dryBarf, type1: 'dried' }), 1, { variant: 'edit' }),
    ).toBeNull();
  });

  it('keep a stored type or packaging the form does not offer selectable when editing', () => {
    const raw = aFilledForm({ type1: 'raw', packaging1: 'tube' });
    expect(checkProductFormStep(raw, 1, create)?.field).toBe('type1');
    const stored = { variant: 'edit', stored: raw } as const;
    expect(type1Options(stored)).toEqual(['wet', 'dried', 'raw']);
    expect(checkProductFormStep(raw, 1, stored)).toBeNull();
  });

  it('take image fields only as names the upload stores', () => {
    expect(isStoredImageName('dose-vorne-1a2b3c.png')).toBe(true);
    for (const name of ['../etc/passwd.png', 'Bild.PNG', 'bild.exe', 'a/b.png', 'bild..png'])
      expect(isStoredImageName(name), name).toBe(false);
    expect(checkProductFormStep(aFilledForm({ imageContent1: 'x/../y.png' }), 4, create)?.field).toBe(
      'imageContent1',
    );
  });

  it('find the step of each field, so a server complaint opens the right one', () => {
    expect([
      stepOf('packaging4'),
      stepOf('suggestedAmount10'),
      stepOf('animalShareDriedOne'),
      stepOf('imageFront'),
    ]).toEqual([1, 2, 3, 4]);
    expect(Object.keys(FIELD_LABELS)).toHaveLength(Object.keys(emptyProductForm()).length);
  });
});

describe('form fields and products', () => {
  it('map the form onto the product, with the energy in the stored unit', () => {
    const fields = productFromForm(aFilledForm());
    expect(fields).toMatchObject({
      animal: ['dog'],
      type2: ['complete'],
      countryOfProduction: 'de',
      sizes: [
        { size: 400, packaging: 'can', barcode: '4012345678901' },
        { size: 800, packaging: 'can' },
      ],
      proteins: 10.5,
      fibers: 0.5,
      moisture: 78,
      suggestedAmount: [{ weightKg: '10 kg', foodAmount: '400 g' }],
      animalShare: 80,
      physiologicalAdditives: false,
      attributes: ['grainfree', 'taurin'],
      imageFront: 'dose-vorne-1a2b3c.png',
    });
    // 1050 kcal/kg ÷ 10 = 105 kcal per 100 g; × 10 = 1050 tenths of kcal per 100 g.
    expect(fields.energy).toBe(1050);
    expect(fields).not.toHaveProperty('animalShareDriedOne');
    expect(fields).not.toHaveProperty('imageContent1');
  });

  it('read a stored product back into the same form values, decimals with a comma', () => {
    const values = aFilledForm({
      type1: 'dried',
      animalShare: '',
      animalShareDriedOne: '20',
      animalShareDriedTwo: '30',
    });
    const product = aProduct(productFromForm(values));
    // Typed with a point ('0.5'), read back as a German writes it.
    expect(formFromProduct(product)).toEqual({ ...values, fibers: '0,5' });
    expect(formFromProduct(product).proteins).toBe('10,5');
  });

  it('remove what an edit leaves empty, and the NfE computed from the old analysis', () => {
    const { set, unset } = productUpdateFromForm(aFilledForm({ moisture: '', imageFront: '' }), [
      { size: 400, packaging: 'can', link: 'https://shop.example/400' },
      { size: 800, packaging: 'pouch', link: 'https://shop.example/800' },
    ]);
    expect(unset).toEqual([
      'moisture',
      'animalShareDriedOne',
      'animalShareDriedTwo',
      'imageFront',
      'imageContent1',
      'imageContent2',
      'nfe',
      'nfeTM',
    ]);
    // The shop link stays with the row of the same size and packaging only.
    expect(set.sizes).toEqual([
      { size: 400, packaging: 'can', barcode: '4012345678901', link: 'https://shop.example/400' },
      { size: 800, packaging: 'can' },
    ]);
  });

  it('build the address from brand and series with German transliteration and a counter', () => {
    expect(urlExtensionCandidate('Müller’s Tierfutter', 'Hähnchen & Reis, groß', 1)).toBe(
      'mueller-s-tierfutter-haehnchen-reis-gross',
    );
    expect(urlExtensionCandidate('Öko', 'Ente', 2)).toBe('oeko-ente-2');
    expect(urlExtensionCandidate('Öko', 'Ente', 3)).toBe('oeko-ente-3');
    expect(urlExtensionCandidate('!!!', '???', 1)).toBe('produkt');
  });
});

describe('brands, roles, image content and routes', () => {
  it('key brand names regardless of case and spacing, and check the new name', () => {
    expect(brandKey('  Wolfs  Liebe ')).toBe(brandKey('wolfs liebe'));
    expect(checkBrandName(' ')).toBe(M.brandRequired);
    expect(checkBrandName('x'.repeat(101))).toBe(M.brandTooLong);
    expect(checkBrandName('Neue Marke')).toBeNull();
  });

  it('let editors and admins edit products, nobody else', () => {
    expect(['editor', 'admin', 'user', 'merchant', undefined].map(isEditor)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('recognise PNG, JPEG and GIF by their first bytes, not by anything else', () => {
    const bytes = (...b: number[]) => Uint8Array.from([...b, 0, 0, 0, 0]);
    expect(sniffBinaryImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffBinaryImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffBinaryImage(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(
      sniffBinaryImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(sniffBinaryImage(new TextEncoder().encode('PNG? no'))).toBeNull();
    expect(sniffBinaryImage(new Uint8Array())).toBeNull();
  });

  it('name an upload after its original name and its content, and tell uploads from other files', () => {
    const name = uploadedImageName('Dose Vorderseite GROSS.SVG', 'png', '0123456789ab');
    expect(name).toBe('dose-vorderseite-gross-0123456789ab.png');
    expect(isUploadedImageName(name)).toBe(true);
    expect(uploadedImageName('.png', 'gif', 'aaaaaaaaaaaa')).toBe('bild-aaaaaaaaaaaa.gif');
    expect(uploadedImageName(`${'ä'.repeat(100)}.jpg`, 'jpg', 'bbbbbbbbbbbb')).toMatch(
      /^(ae){30}-b{12}\.jpg$/,
    );
    // Seeded pack shots are named after their product: the upload never deletes them.
    expect(isUploadedImageName('marke-serie-huhn.svg')).toBe(false);
  });

  it('know the form routes, so the server answers them with the app', () => {
    expect(isKnownRoute(ROUTES.newProduct)).toBe(true);
    expect(isKnownRoute(editProductPath('marke-serie'))).toBe(true);
    expect(isKnownRoute('/produkt-bearbeiten')).toBe(false);
    expect(isKnownRoute('/produkt-bearbeiten/a/b')).toBe(false);
  });
});
