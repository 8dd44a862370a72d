import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { describeService } from '../testing/describe-service';
import { createBullQueue } from './bullmq';
import { queueContract } from './contract';

describeService('redis', 'queue contract: BullMQ on Redis', (url) => {
  const prefix = `fk-test-${randomBytes(4).toString('hex')}`;
  let n = 0;
  queueContract(async (retry) =>
    createBullQueue({ url, queueName: `contract-${n++}`, prefix, retry, logger: pino({ level: 'silent' }) }),
  );
});
