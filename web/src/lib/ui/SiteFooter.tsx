/** The foot of every page: the terms, the privacy notice, the community guidelines and the notice of unlawful content. */
import { NavLink } from 'react-router-dom';
import { commonCopy } from '../../copy/common';
import { paths } from '../paths';

const copy = commonCopy.footer;

const links = [
  { to: paths.terms, label: copy.terms },
  { to: paths.privacy, label: copy.privacy },
  { to: paths.communityRules, label: copy.communityRules },
  { to: paths.contentNotice, label: copy.contentNotice },
];

/** `className` sets its width and padding to match the page's own column; `centered` under a centred card. */
export function SiteFooter({ className, centered = false }: { className: string; centered?: boolean }) {
  return (
    <footer className={`text-sm ${className}`}>
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
    </footer>
  );
}
