import { EXTERNAL } from '../links';

export function SocialLinks({ label }: { label?: string }) {
  return (
    <nav aria-label={label ?? 'Soziale Medien'} className="social-links">
      <a href={EXTERNAL.facebook} target="_blank" rel="noopener noreferrer">
        Facebook
      </a>
      <a href={EXTERNAL.instagram} target="_blank" rel="noopener noreferrer">
        Instagram
      </a>
    </nav>
  );
}
