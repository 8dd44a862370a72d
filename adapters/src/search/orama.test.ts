import { describe } from 'vitest';
import { searchContract } from './contract';
import { createOramaSearch } from './orama';

describe('search contract: Orama', () => {
  searchContract(async () => createOramaSearch());
});
