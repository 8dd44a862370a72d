import { OPS_COMMANDS, runOps } from '@futterkompass/indexer/cli';
import { importOffersCommand } from './import-offers';

// The ops entry sits in the API workspace because the offer import writes through its services.
runOps([...OPS_COMMANDS, importOffersCommand]);
