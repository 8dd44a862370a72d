import { type CodeOf, codeList } from './code-list';

export const COUNTRIES = codeList([
  ['de', 'Deutschland'],
  ['at', 'Österreich'],
  ['ch', 'Schweiz'],
  ['be', 'Belgien'],
  ['dk', 'Dänemark'],
  ['fr', 'Frankreich'],
  ['gb', 'Großbritannien'],
  ['ie', 'Irland'],
  ['it', 'Italien'],
  ['nl', 'Niederlande'],
  ['pl', 'Polen'],
  ['se', 'Schweden'],
  ['es', 'Spanien'],
  ['cz', 'Tschechien'],
  ['hu', 'Ungarn'],
  ['ca', 'Kanada'],
  ['nz', 'Neuseeland'],
  ['th', 'Thailand'],
  ['us', 'USA'],
]);
export type Country = CodeOf<typeof COUNTRIES>;
