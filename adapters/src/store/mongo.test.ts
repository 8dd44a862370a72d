import { randomBytes } from 'node:crypto';
import { describeService } from '../testing/describe-service';
import { storeContract } from './contract';
import { createMongoStore } from './mongo';

describeService('mongodb', 'store contract: MongoDB', (url) => {
  storeContract(() => createMongoStore(url, `fk_contract_${randomBytes(4).toString('hex')}`));
});
