export { checkSqliteStore, type Invariants, type StoreCheck } from './check';
export { DamagedStoreError, DocumentIntegrityError } from './damage';
export { readNedbFile } from './nedb-import';
export { openStagedFiles, STAGED_FILES_FOLDER } from './pending-files';
export { type ReimportReport, reimportSetAside } from './reimport';
export { moveDamagedAside, type RepairReport, repairSqliteStore, SET_ASIDE_FILE } from './repair';
export { DATABASE_FILE, LAST_BACKUP_FILE, readStoreState, STATE_FILE } from './state-file';
export { createSqliteStore, type SqliteStore, type SqliteStoreOptions } from './store';
export { UniqueIndexConflictError } from './tables';
