/** The console's two parts, above each of its pages: the cases (queue and case) and the audit log. */
import { Link, useLocation } from 'react-router-dom';
import { moderationCopy } from '../../../copy/moderation';
import { paths } from '../../../lib/paths';
import { focusRing } from '../../../lib/ui/classes';

const copy = moderationCopy.nav;

export function ConsoleNav() {
  const { pathname } = useLocation();
  const inAudit = pathname === paths.moderation.audit;
  const links = [
    { to: paths.moderation.root, label: copy.cases, current: !inAudit },
    { to: paths.moderation.audit, label: copy.audit, current: inAudit },
  ];
  return (
    <nav aria-label={copy.label}>
      <ul className="flex flex-wrap gap-2 text-sm font-semibold">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              // Inside a case the cases link leads back to the queue: the part is current, not the page.
              aria-current={link.current ? (pathname === link.to ? 'page' : 'true') : undefined}
              className={`inline-flex rounded-full px-3 py-1.5 ${focusRing} ${
                link.current
                  ? 'bg-violet-100 text-violet-800'
                  : 'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100'
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
