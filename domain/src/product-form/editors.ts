import type { Role } from '../model';

// A module of its own: the shell asks it on every page, and must not pull the form's code with it.

/** Roles that may create and edit products, brands and images (DESIGN section 7). */
export const EDITOR_ROLES: readonly Role[] = ['editor', 'admin'];
export const isEditor = (role: string | undefined): boolean => EDITOR_ROLES.includes(role as Role);
