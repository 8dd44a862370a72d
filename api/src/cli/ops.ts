import { runOps } from '@futterkompass/indexer/cli';
import { ALL_OPS_COMMANDS } from './ops-commands';

// The ops entry sits in the API workspace because the offer import writes through its services.
runOps(ALL_OPS_COMMANDS);
