import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);
const processPart = randomBytes(5);

/** A new ObjectId as a 24-hex string: 4 bytes seconds, 5 random bytes per process, 3 bytes counter. */
export function newId(): string {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(Date.now() / 1000), 0);
  processPart.copy(bytes, 4);
  counter = (counter + 1) % 0xffffff;
  bytes.writeUIntBE(counter, 9, 3);
  return bytes.toString('hex');
}
