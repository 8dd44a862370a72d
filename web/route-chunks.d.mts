/** One chunk of Vite's build manifest (web/vite.config.ts writes it), as far as read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The server-rendered routes' page modules by route pattern, as the build in `dist` wrote them. */
export declare function pageModulesOf(dist: string): Record<string, string>;

export declare function manifestClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen?: Set<string>,
): Set<string>;

/** The files of a server-rendered route's page beyond the entry's. */
export interface RoutePreloadFiles {
  scripts: string[];
  styles: string[];
}

export declare function routePreloadFiles(
  manifest: Record<string, ManifestChunk>,
  pageModules: Record<string, string>,
  entry?: string,
): Record<string, RoutePreloadFiles>;
