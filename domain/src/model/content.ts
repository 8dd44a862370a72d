export interface AlertBar {
  text: string;
  link: string;
  buttonText: string;
  /** Hex colour without '#'. */
  color: string;
}

export const DEFAULT_ALERT_COLOR = '55AD59';

export interface Post {
  _id: string;
  title: string;
  category: string;
  createdAt: string;
  file: string;
  /**
   * The text of its PDF for the post's HTML page, drawn from the PDF when the post is published
   * (posts published before are read once when first shown); paragraphs empty for a PDF without
   * a text layer.
   */
  text?: { paragraphs: string[]; description: string };
}

export type ConsultantCountry = 'de' | 'at' | 'ch';

export interface Consultant {
  _id: string;
  name: string;
  company?: string;
  logo?: string;
  url?: string;
  email?: string;
  phone?: string;
  country: ConsultantCountry;
  zip: string;
  animal: string[];
  foodType: string[];
  ageGroup: string[];
  specialty: string[];
  attributes: string[];
  consultingType: string[];
}
