export * from './describe-service';
export * from './meili-stand-in';
export * from './recording-server';
