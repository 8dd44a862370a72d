import { defaultCatalogQuery, type PetProfile, ROUTES, serializeCatalogQuery } from '@futterkompass/domain';

/** A new animal's id, made in this browser; unique within the household. */
export const newPetId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The list for an animal: its species, every food type, cheapest per day first. */
export const listFor = (pet: Pick<PetProfile, 'species'>) =>
  `${ROUTES.products}?${serializeCatalogQuery({ ...defaultCatalogQuery(), animal: [pet.species], sortBy: 'costPerDay' })}`;
