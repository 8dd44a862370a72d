/** Merchants are recognised by a substring of the offer's merchant name (lower case). */
const MERCHANT_DISPLAY_NAMES: readonly (readonly [string, string])[] = [
  ['zooplus', 'zooplus'],
  ['bitiba', 'bitiba'],
  ['fressnapf', 'Fressnapf'],
  ['zooroyal', 'ZooRoyal'],
  ['zoo-royal', 'ZooRoyal'],
  ['futterhaus', 'Das Futterhaus'],
  ['amazon', 'Amazon'],
  ['tierarzt24', 'Tierarzt24'],
  ['medpets', 'Medpets'],
  ['hundeland', 'Hundeland'],
  ['petsdeli', 'Pets Deli'],
  ['zoologo', 'Zoologo'],
  ['ebay', 'eBay'],
  ['barfgold', 'BARF Gold'],
  ['futterfreund', 'Futterfreund'],
];

export function merchantDisplayName(merchantName: string): string {
  const lower = merchantName.toLowerCase();
  for (const [needle, display] of MERCHANT_DISPLAY_NAMES) {
    if (lower.includes(needle)) return display;
  }
  return merchantName;
}
