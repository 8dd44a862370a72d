export * from './describe-service';
export * from './free-port';
export * from './meili-stand-in';
export * from './recording-server';
