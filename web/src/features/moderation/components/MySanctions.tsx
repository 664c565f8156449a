/**
 * The account settings' "Yaptırımlar": the caller's sanctions, latest first, each with its appeal while one may be
 * made, or one short line when there are none. A suspension's refusal sends the user here (Hesap ayarları >
 * Yaptırımlar); `/dashboard/settings#yaptirimlar` names the section, and the page, which arrives after the
 * browser's own jump to the fragment found nothing, is brought to it once rendered.
 */
import { sanctionsCopy as copy } from '../../../copy/moderation';
import { sectionTitle } from '../../../lib/ui/classes';
import { ReadState } from '../../../lib/ui/LoadState';
import { useFragmentTarget } from '../../../lib/ui/useFragmentTarget';
import { useMySanctions } from '../api';
import { SanctionAppeal } from './SanctionAppeal';
import { SanctionItem } from './SanctionItem';

export const sanctionsSectionId = 'yaptirimlar';

export function SanctionsSection() {
  const sanctions = useMySanctions();
  useFragmentTarget();
  return (
    <section
      id={sanctionsSectionId}
      aria-labelledby="sanctions-title"
      // clear of the sticky header when the address's fragment brings it into view
      className="flex scroll-mt-28 flex-col gap-3"
    >
      <h2 id="sanctions-title" className={sectionTitle}>
        {copy.title}
      </h2>
      <ReadState read={sanctions} copy={copy}>
        {({ sanctions: list }) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-700">{copy.empty}</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">{copy.intro}</p>
              <ul className="flex flex-col gap-2">
                {list.map((sanction) => (
                  <li key={sanction.sanctionId}>
                    <SanctionItem sanction={sanction} viewer="self">
                      <SanctionAppeal sanction={sanction} />
                    </SanctionItem>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </ReadState>
    </section>
  );
}
