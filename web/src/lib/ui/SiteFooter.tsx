/**
 * The foot of every page: the terms, the privacy notice, the community guidelines, the notice of unlawful content,
 * and the seller (the page with its legal details, and its trade name once /config.json is loaded: the footer never
 * loads it, so the sign-in page still fetches it only once the visitor types).
 */
import { NavLink } from 'react-router-dom';
import { commonCopy } from '../../copy/common';
import { useLoadedSiteConfig } from '../config/useLoadedSiteConfig';
import { paths } from '../paths';

const copy = commonCopy.footer;

const links = [
  { to: paths.terms, label: copy.terms },
  { to: paths.privacy, label: copy.privacy },
  { to: paths.communityRules, label: copy.communityRules },
  { to: paths.contentNotice, label: copy.contentNotice },
  { to: paths.contact, label: copy.contact },
];

/** `className` sets its width and padding to match the page's own column; `centered` under a centred card. */
export function SiteFooter({ className, centered = false }: { className: string; centered?: boolean }) {
  const seller = useLoadedSiteConfig()?.seller;
  return (
    <footer className={`flex flex-col gap-2 text-sm ${className}`}>
      <nav aria-label={copy.label}>
        <ul className={`flex flex-wrap gap-x-5 gap-y-2 ${centered ? 'justify-center' : ''}`}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="font-medium text-slate-700 underline-offset-2 hover:underline">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {seller && (
        <p className={`text-slate-700 ${centered ? 'text-center' : ''}`}>{copy.seller(seller.tradeName)}</p>
      )}
    </footer>
  );
}
