export * from './describe-service';
export * from './free-port';
export * from './local-redis';
export * from './meili-stand-in';
export * from './recording-server';
export * from './s3-server';
