/// <reference path="./structured-data-packages.d.ts" />
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

export interface StructuredDataCheck {
  /** The page's JSON-LD items by type, as a search engine's parser reads them from the HTML. */
  items: Record<string, Record<string, unknown>[]>;
  /** What Google's rich results would refuse: `type: message (fields)`. */
  errors: string[];
}

/**
 * The structured data of an HTML page, read as Google's rich results tests read it
 * (@marbec/web-auto-extractor) and checked against Google's rules for each type
 * (@adobe/structured-data-validator), offline: schema.org's vocabulary itself is checked when the
 * data is written (schema-dts types).
 */
export async function checkStructuredData(html: string): Promise<StructuredDataCheck> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    html,
  );
  // The validator removes the items' locations as it goes: the items are copied first.
  const items = structuredClone(extracted.jsonld);
  for (const list of Object.values(items)) for (const item of list) delete item['@location'];
  const issues = await new Validator().validate(extracted);
  return {
    items,
    errors: issues
      .filter((issue) => issue.severity === 'ERROR')
      .map((issue) => `${issue.rootType}: ${issue.issueMessage} (${(issue.fieldNames ?? []).join(', ')})`),
  };
}
