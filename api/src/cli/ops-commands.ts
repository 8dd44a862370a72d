import { OPS_COMMANDS, type OpsCommand } from '@futterkompass/indexer/cli';
import { importOffersCommand } from './import-offers';
import { merchantCommand } from './merchant';

/** Every command of `npm run ops`: the offer import writes through the API's services, so it joins here. */
export const ALL_OPS_COMMANDS: readonly OpsCommand[] = [
  ...OPS_COMMANDS,
  importOffersCommand,
  merchantCommand,
];
