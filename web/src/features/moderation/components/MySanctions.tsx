/**
 * The account settings' "Yaptırımlar": the caller's sanctions, latest first, or one short line when there are
 * none. A suspension's refusal sends the user here (Hesap > Yaptırımlar); `#yaptirimlar` names the section.
 */
import { sanctionsCopy as copy } from '../../../copy/moderation';
import { sectionTitle } from '../../../lib/ui/classes';
import { ReadState } from '../../../lib/ui/LoadState';
import { useMySanctions } from '../api';
import { SanctionItem } from './SanctionItem';

export const sanctionsSectionId = 'yaptirimlar';

export function SanctionsSection() {
  const sanctions = useMySanctions();
  return (
    <section id={sanctionsSectionId} aria-labelledby="sanctions-title" className="flex flex-col gap-3">
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
                    <SanctionItem sanction={sanction} viewer="self" />
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
