// The search contract over a whole catalogue: run where the catalogue is (the demo seed, indexer).
export { deliveredPriceContract } from '../search/contract-prices';
export * from './describe-service';
export * from './free-port';
export * from './local-redis';
export * from './meili-stand-in';
export * from './recording-server';
export * from './s3-server';
